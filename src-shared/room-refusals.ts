import type { ErrorReason } from './error-reasons';
import { canDefer, canSetStatus, canTime, type RoomStatus, type RuleActor } from './room-status';
import type { LifecycleChange } from './room-effects';
import { reassignedAway, someoneElseHas } from './stale-change';

/**
 * Why a room change is refused, the server's answer and the offline model's prediction alike
 * (DESIGN §6): a queued change (it carries a clientActionId) on a room that moved on is a 409
 * the phone drops into its failure list; a live one is 403 or 409 as it stands. The version
 * check that comes first is staleChangeReason (stale-change.ts).
 */
export interface Refusal {
  code: 'CONFLICT' | 'FORBIDDEN';
  reason: ErrorReason;
}

const refusal = (code: Refusal['code'], reason: ErrorReason): Refusal => ({ code, reason });

/** A deferral or clock action the rule table does not allow (`allowed`: canDefer / canTime). */
export function workRefusal(
  role: RuleActor,
  room: { status: RoomStatus; assignedTo: string | null },
  actorId: string,
  opts: { allowed: boolean; queued: boolean },
): Refusal | null {
  if (opts.allowed) return null;
  if (role === 'housekeeper' && room.status === 'assigned' && someoneElseHas(room, actorId)) {
    return opts.queued ? refusal('CONFLICT', 'ROOM_REASSIGNED') : refusal('FORBIDDEN', 'ROOM_NOT_ASSIGNED_TO_YOU');
  }
  if (room.status !== 'assigned') return refusal('CONFLICT', opts.queued ? 'ROOM_MOVED_ON' : 'ROOM_NOT_BEING_CLEANED');
  return refusal('FORBIDDEN', 'ROOM_NOT_ASSIGNED_TO_YOU');
}

/**
 * A clock or deferral action (DESIGN §12) on the room as it stands: the clock for the
 * housekeeper it is assigned to, a deferral for her or a manager; clearing a deferral the
 * room does not have is answered as it is, whoever asks.
 */
export function lifecycleRefusal(
  role: RuleActor,
  room: { status: RoomStatus; assignedTo: string | null; deferral: unknown },
  actorId: string,
  change: LifecycleChange['kind'],
  queued: boolean,
): Refusal | null {
  const mine = room.assignedTo === actorId;
  const allowed = change === 'timer' ? canTime(role, room, mine) : canDefer(role, room, mine) || (change === 'clear-deferral' && room.deferral === null);
  return workRefusal(role, room, actorId, { allowed, queued });
}

/** A housekeeper's queued status changes refused as reassigned when someone else has the room now (Out of Service as Mark Clean, issue 19). */
const REFUSED_WHEN_REASSIGNED: readonly RoomStatus[] = ['clean', 'out_of_service'];

/**
 * A status change against the room as it stands: a queued one (`expectedStatus`, what the
 * device showed; `expectedAssignedTo`, whom it showed it with) whose room moved on, then the
 * rule table (statusMenu).
 */
export function statusChangeRefusal(
  role: RuleActor,
  room: { status: RoomStatus; assignedTo: string | null; inspectionRequired: boolean },
  actorId: string,
  change: { status: RoomStatus; expectedStatus?: RoomStatus; expectedAssignedTo?: string | null },
): Refusal | null {
  if (change.expectedStatus !== undefined) {
    // Reassigned: someone other than whom the device saw has it now (not said, as from an older
    // app: someone else having it is enough); a room set dirty again has no assignee and has simply moved on.
    const reassigned = reassignedAway(room, actorId, change.expectedAssignedTo);
    if (role === 'housekeeper' && REFUSED_WHEN_REASSIGNED.includes(change.status) && reassigned) return refusal('CONFLICT', 'ROOM_REASSIGNED');
    if (room.status !== change.expectedStatus) return refusal('CONFLICT', 'ROOM_MOVED_ON');
  }
  const assignedToViewer = room.assignedTo === actorId;
  if (canSetStatus(role, room.status, change.status, { assignedToViewer, inspectionRequired: room.inspectionRequired })) return null;
  const notTheirs = role === 'housekeeper' && change.status === 'clean' && !assignedToViewer;
  return refusal('FORBIDDEN', notTheirs ? 'ROOM_NOT_ASSIGNED_TO_YOU' : 'STATUS_NOT_ALLOWED');
}
