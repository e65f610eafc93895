import { router } from './init';
import { authRouter } from '../features/auth/auth.router';
import { profileRouter } from '../features/profile/profile.router';

export const appRouter = router({
  auth: authRouter,
  profile: profileRouter,
});

export type AppRouter = typeof appRouter;
