import { ruleActorOf, type Actor } from '../../trpc/context';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { fail } from '../../trpc/errors';
import { someoneElseHas } from '../../../src-shared/stale-change';

/**
 * Refuses a deferral or clock action the rule table does not allow, with the reason a device
 * understands: a queued action (it carries a clientActionId) on a room that moved on is a 409
 * the device drops into its failure list (DESIGN §6); a live one is 403 or 409 as it stands.
 */
export function refuseUnworkable(actor: Actor, board: BoardRoom, opts: { allowed: boolean; queued: boolean }): void {
  if (opts.allowed) return;
  if (ruleActorOf(actor) === 'housekeeper' && board.status === 'assigned' && someoneElseHas(board, actor.id)) {
    fail(opts.queued ? 'CONFLICT' : 'FORBIDDEN', opts.queued ? 'ROOM_REASSIGNED' : 'ROOM_NOT_ASSIGNED_TO_YOU');
  }
  if (board.status !== 'assigned') fail('CONFLICT', opts.queued ? 'ROOM_MOVED_ON' : 'ROOM_NOT_BEING_CLEANED');
  fail('FORBIDDEN', 'ROOM_NOT_ASSIGNED_TO_YOU');
}
