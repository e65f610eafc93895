/**
 * A device's queued change against what happened to the room since the tap (DESIGN §6): the
 * one rule the server applies to every queued kind (Mark Clean, Out of Service, the clock,
 * deferrals) and the offline model of the tests predicts with. No zod: the card imports it.
 */

/** Who made a room's latest run of changes: every version after `since` up to `version` is theirs. */
export interface LastChange {
  actorId: string | null;
  /** The row's version when the actor last wrote it; the stamp counts only while it is the row's version. */
  version: number | null;
  since: number | null;
}

/** The room as the stale check reads it. */
export interface RoomForStaleCheck {
  version: number;
  assignedTo: string | null;
  lastChange: LastChange;
}

/** 'Someone else has the room': assigned, and not to this person. */
export function someoneElseHas(room: { assignedTo: string | null }, actorId: string): boolean {
  return room.assignedTo !== null && room.assignedTo !== actorId;
}

/**
 * 'Reassigned' (DESIGN §6, issue 29): someone else has the room now, and not the person the
 * device saw it with (a colleague's room taken out of service from All Rooms is not
 * reassigned). `seenAssignee` undefined: the device did not say (an item queued by an older
 * app), and someone else having it is enough.
 */
export function reassignedAway(room: { assignedTo: string | null }, actorId: string, seenAssignee?: string | null): boolean {
  return someoneElseHas(room, actorId) && (seenAssignee === undefined || room.assignedTo !== seenAssignee);
}

/**
 * 'Moved on since the tap': someone other than `actorId` changed the room after the device saw
 * `seenVersion`, even if it came back to what the device saw (ABA). The actor's own later
 * changes (earlier items of the same queue) do not count. A version the room never had is
 * not trusted.
 */
export function movedOnSince(room: RoomForStaleCheck, seenVersion: number, actorId: string): boolean {
  if (seenVersion === room.version) return false;
  if (seenVersion > room.version) return true;
  const { lastChange } = room;
  const stampCurrent = lastChange.version === room.version;
  return !(stampCurrent && lastChange.actorId === actorId && lastChange.since !== null && lastChange.since <= seenVersion);
}

export type StaleReason = 'ROOM_REASSIGNED' | 'ROOM_MOVED_ON';

/** Why a queued change is refused, or null when it may go on to the rule table. */
export function staleChangeReason(room: RoomForStaleCheck, seenVersion: number | undefined, actorId: string, seenAssignee?: string | null): StaleReason | null {
  if (seenVersion === undefined || !movedOnSince(room, seenVersion, actorId)) return null;
  return reassignedAway(room, actorId, seenAssignee) ? 'ROOM_REASSIGNED' : 'ROOM_MOVED_ON';
}

/** The stamp a change by `actorId` leaves on a room at `version` (what the server writes in SQL). */
export function nextLastChange(room: Pick<RoomForStaleCheck, 'version' | 'lastChange'>, actorId: string): LastChange {
  const { lastChange } = room;
  const continues = lastChange.actorId === actorId && lastChange.version === room.version && lastChange.since !== null;
  return { actorId, version: room.version + 1, since: continues ? lastChange.since : room.version };
}
