import { router } from './init';
import { authRouter } from '../features/auth/auth.router';
import { profileRouter } from '../features/profile/profile.router';
import { hotelsRouter } from '../features/hotels/hotels.router';
import { roomsRouter } from '../features/rooms/rooms.router';
import { staffRouter } from '../features/staff/staff.router';
import { rolesRouter } from '../features/staff/roles.router';
import { roomStatusesRouter } from '../features/room-statuses/room-statuses.router';
import { lateCheckoutsRouter } from '../features/late-checkouts/late-checkouts.router';
import { roomNotesRouter } from '../features/room-notes/room-notes.router';
import { dailyStatsRouter } from '../features/daily-stats/daily-stats.router';
import { eventsRouter } from '../realtime/events.router';
import { pushRouter } from '../features/push/push.router';
import { apiTokensRouter } from '../features/api-tokens/api-tokens.router';
import { webhooksRouter } from '../features/webhooks/webhooks.router';
import { roomLifecycleRouter } from '../features/room-lifecycle/room-lifecycle.router';
import { reportsRouter } from '../features/reports/reports.router';
import { roomTypesRouter } from '../features/room-types/room-types.router';
import { workloadRouter } from '../features/workload/workload.router';
import { shiftRouter } from '../features/shift/shift.router';
import { occupancyRouter } from '../features/occupancy/occupancy.router';
import { arrivalsRouter } from '../features/arrivals/arrivals.router';
import { outOfOrderRouter } from '../features/out-of-order/out-of-order.router';
import { discrepanciesRouter } from '../features/discrepancies/discrepancies.router';
import { workOrdersRouter } from '../features/work-orders/work-orders.router';
import { guestRequestsRouter } from '../features/guest-requests/guest-requests.router';
import { lostItemsRouter } from '../features/lost-items/lost-items.router';
import { pmsRouter } from '../features/pms/pms.router';
import { areasRouter } from '../features/areas/areas.router';
import { recurringTasksRouter } from '../features/recurring-tasks/recurring-tasks.router';
import { analyticsRouter } from '../features/analytics/analytics.router';
import { checklistsRouter, inspectionsRouter } from '../features/checklists/checklists.router';
import { turndownRouter } from '../features/turndown/turndown.router';

export const appRouter = router({
  auth: authRouter,
  profile: profileRouter,
  hotels: hotelsRouter,
  rooms: roomsRouter,
  staff: staffRouter,
  roles: rolesRouter,
  roomStatuses: roomStatusesRouter,
  lateCheckouts: lateCheckoutsRouter,
  roomNotes: roomNotesRouter,
  dailyStats: dailyStatsRouter,
  events: eventsRouter,
  push: pushRouter,
  apiTokens: apiTokensRouter,
  webhooks: webhooksRouter,
  roomLifecycle: roomLifecycleRouter,
  reports: reportsRouter,
  roomTypes: roomTypesRouter,
  workload: workloadRouter,
  shift: shiftRouter,
  occupancy: occupancyRouter,
  outOfOrder: outOfOrderRouter,
  discrepancies: discrepanciesRouter,
  workOrders: workOrdersRouter,
  guestRequests: guestRequestsRouter,
  lostItems: lostItemsRouter,
  pms: pmsRouter,
  areas: areasRouter,
  recurringTasks: recurringTasksRouter,
  analytics: analyticsRouter,
  arrivals: arrivalsRouter,
  checklists: checklistsRouter,
  inspections: inspectionsRouter,
  turndown: turndownRouter,
});

export type AppRouter = typeof appRouter;
