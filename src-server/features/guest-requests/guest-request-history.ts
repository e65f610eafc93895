import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { GuestRequestKind } from '../../../src-shared/guest-requests.schemas';
import { logServiceEvent } from '../work-orders/work-order-history';
import { SERVICE_TEXTS } from './guest-request-texts';

/**
 * A guest request done is a row of the room's day history (issue 21 point 5): the manager
 * reading the day sees the towels reach 412 at 10:40 by Hana beside the cleans and the
 * repairs. The room's status is unchanged (from = to), so it is never counted as a clean.
 */
export const GUEST_REQUEST_DONE_ACTION = 'guest_request_done';

export function guestRequestHistoryEvent(action: string | null): 'done' | null {
  return action === GUEST_REQUEST_DONE_ACTION ? 'done' : null;
}

/** The row's notes, in English as the work orders' are: what was asked for, and the desk's note. */
export function guestRequestHistoryNote(request: { kind: GuestRequestKind; note: string | null }): string {
  const what = SERVICE_TEXTS.en.kind[request.kind];
  return (request.note ? `${what}: ${request.note}` : what).slice(0, 500);
}

export function logGuestRequestDone(
  trx: Transaction<Database>,
  roomId: string,
  request: { kind: GuestRequestKind; note: string | null },
  meta: { actorId: string; at: Date },
): Promise<void> {
  return logServiceEvent(trx, roomId, GUEST_REQUEST_DONE_ACTION, { ...meta, notes: guestRequestHistoryNote(request) });
}
