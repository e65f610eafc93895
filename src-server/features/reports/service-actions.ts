import { WORK_ORDER_HISTORY_ACTIONS } from '../work-orders/work-order-history';
import { GUEST_REQUEST_DONE_ACTION } from '../guest-requests/guest-request-history';
import { TURNDOWN_DONE_ACTION } from '../turndown/turndown.public';
import { QUEUE_REORDERED_ACTION } from '../arrivals/reorder-history';

/**
 * The history's service rows (issue 21: a work order reported or done, a guest request done;
 * issue 32: a turndown done, an attendant's order of her rooms changed):
 * rows of their own with the room's status unchanged, so they are never a clean, nor any
 * housekeeper's line in the reports, even on a clean room or one assigned to her.
 */
export const SERVICE_ACTIONS: readonly string[] = [...Object.values(WORK_ORDER_HISTORY_ACTIONS), GUEST_REQUEST_DONE_ACTION, TURNDOWN_DONE_ACTION, QUEUE_REORDERED_ACTION];
