import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { GuestRequestKind } from '../../../src-shared/guest-requests.schemas';
import { logServiceEvent } from '../work-orders/work-order-history';
import type { SystemNote } from '../../../src-shared/system-notes';

/**
 * A guest request done is a row of the room's day history (issue 21 point 5): the manager
 * reading the day sees the towels reach 412 at 10:40 by Hana beside the cleans and the
 * repairs. The room's status is unchanged (from = to), so it is never counted as a clean.
 */
export const GUEST_REQUEST_DONE_ACTION = 'guest_request_done';

export function guestRequestHistoryEvent(action: string | null): 'done' | null {
  return action === GUEST_REQUEST_DONE_ACTION ? 'done' : null;
}

/** The row's note as data (issue 19), as the work orders' is: what was asked for, and the desk's note. */
export function guestRequestHistoryNote(request: { kind: GuestRequestKind; note: string | null }): SystemNote {
  return { kind: 'guest-request', params: { request: request.kind, note: request.note } };
}

export function logGuestRequestDone(
  trx: Transaction<Database>,
  roomId: string,
  request: { kind: GuestRequestKind; note: string | null },
  meta: { actorId: string; at: Date },
): Promise<void> {
  return logServiceEvent(trx, roomId, GUEST_REQUEST_DONE_ACTION, { ...meta, historyNote: guestRequestHistoryNote(request) });
}
