import { router } from './init';
import { authRouter } from '../features/auth/auth.router';
import { profileRouter } from '../features/profile/profile.router';
import { roomStatusesRouter } from '../features/room-statuses/room-statuses.router';

export const appRouter = router({
  auth: authRouter,
  profile: profileRouter,
  roomStatuses: roomStatusesRouter,
});

export type AppRouter = typeof appRouter;
