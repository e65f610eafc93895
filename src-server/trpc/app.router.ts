import { router } from './init';
import { authRouter } from '../features/auth/auth.router';
import { profileRouter } from '../features/profile/profile.router';
import { roomStatusesRouter } from '../features/room-statuses/room-statuses.router';
import { lateCheckoutsRouter } from '../features/late-checkouts/late-checkouts.router';
import { roomNotesRouter } from '../features/room-notes/room-notes.router';
import { dailyStatsRouter } from '../features/daily-stats/daily-stats.router';
import { eventsRouter } from '../realtime/events.router';
import { pushRouter } from '../features/push/push.router';

export const appRouter = router({
  auth: authRouter,
  profile: profileRouter,
  roomStatuses: roomStatusesRouter,
  lateCheckouts: lateCheckoutsRouter,
  roomNotes: roomNotesRouter,
  dailyStats: dailyStatsRouter,
  events: eventsRouter,
  push: pushRouter,
});

export type AppRouter = typeof appRouter;
