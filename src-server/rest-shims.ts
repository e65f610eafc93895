/**
 * Every feature's REST paths (the specification's and DESIGN's), registered by app.ts in this
 * order. A new feature adds its `*.rest.ts` here, one line, and app.ts stays as it is.
 */
import type { RestRouter } from './http/rest';
import { authRest } from './features/auth/auth.rest';
import { profileRest } from './features/profile/profile.rest';
import { hotelsRest } from './features/hotels/hotels.rest';
import { roomsRest } from './features/rooms/rooms.rest';
import { staffRest } from './features/staff/staff.rest';
import { rolesRest } from './features/staff/roles.rest';
import { roomStatusesRest } from './features/room-statuses/room-statuses.rest';
import { lateCheckoutsRest } from './features/late-checkouts/late-checkouts.rest';
import { roomNotesRest } from './features/room-notes/room-notes.rest';
import { dailyStatsRest } from './features/daily-stats/daily-stats.rest';
import { pushRest } from './features/push/push.rest';
import { apiTokensRest } from './features/api-tokens/api-tokens.rest';
import { webhooksRest } from './features/webhooks/webhooks.rest';
import { roomLifecycleRest } from './features/room-lifecycle/room-lifecycle.rest';
import { reportsRest } from './features/reports/reports.rest';
import { roomTypesRest } from './features/room-types/room-types.rest';
import { workloadRest } from './features/workload/workload.rest';
import { shiftRest } from './features/shift/shift.rest';
import { occupancyRest } from './features/occupancy/occupancy.rest';
import { outOfOrderRest } from './features/out-of-order/out-of-order.rest';
import { discrepanciesRest } from './features/discrepancies/discrepancies.rest';
import { workOrdersRest } from './features/work-orders/work-orders.rest';
import { guestRequestsRest } from './features/guest-requests/guest-requests.rest';
import { areasRest } from './features/areas/areas.rest';
import { recurringTasksRest } from './features/recurring-tasks/recurring-tasks.rest';
import { pmsRest } from './features/pms/pms.rest';
import { analyticsRest } from './features/analytics/analytics.rest';
import { arrivalsRest } from './features/arrivals/arrivals.rest';
import { checklistsRest } from './features/checklists/checklists.rest';
import { turndownRest } from './features/turndown/turndown.rest';

export const REST_SHIMS: readonly ((rest: RestRouter) => void)[] = [
  authRest,
  profileRest,
  hotelsRest,
  roomsRest,
  staffRest,
  rolesRest,
  roomStatusesRest,
  lateCheckoutsRest,
  roomNotesRest,
  dailyStatsRest,
  pushRest,
  apiTokensRest,
  webhooksRest,
  roomLifecycleRest,
  reportsRest,
  roomTypesRest,
  workloadRest,
  shiftRest,
  occupancyRest,
  outOfOrderRest,
  discrepanciesRest,
  workOrdersRest,
  guestRequestsRest,
  areasRest,
  recurringTasksRest,
  pmsRest,
  analyticsRest,
  arrivalsRest,
  checklistsRest,
  turndownRest,
];
