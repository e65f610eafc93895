import { isAwaitingInspection, isCleaningDone, type RoomStatus } from './room-status';

/**
 * Where a room's work stands, defined once (issue 30) for the server's workload and hand-over,
 * the manager's counts, the board's marks and the hand-over dialog: started, in progress,
 * on the working lists, ready for a guest.
 */

/** Work begun: a running or paused clock (DESIGN §12). A hand-over asks what becomes of these rooms. */
export function isStarted(room: { timer?: unknown }): boolean {
  return room.timer !== null && room.timer !== undefined;
}

/** Her started rooms: still assigned to her, with work begun (the hand-over dialog and the server agree). */
export function startedRoomsOf<R extends { status: RoomStatus; assignedTo: string | null; timer?: unknown }>(rooms: readonly R[], userId: string): R[] {
  return rooms.filter((r) => r.status === 'assigned' && r.assignedTo === userId && isStarted(r));
}

/** Where an assigned room's work stands. */
export type RoomProgress = 'to_do' | 'in_progress' | 'deferred';

/** The one place a room's timer and deferral are read for progress (DESIGN §12): a deferral outweighs a running timer. */
export function roomProgress(room: { timer?: unknown; deferral?: unknown }): RoomProgress {
  if (room.deferral) return 'deferred';
  return isStarted(room) ? 'in_progress' : 'to_do';
}

/** An unresolved late checkout keeps a room off the dirty, assigned, clean and PMS lists (spec §4). */
export function isOnWorkingLists(room: { hasLateCheckout: boolean }): boolean {
  return !room.hasLateCheckout;
}

/** On the 'Awaiting inspection' list: clean in a hotel that inspects, and on the working lists. */
export function isOnInspectionList(room: { status: RoomStatus; inspectionRequired: boolean; hasLateCheckout: boolean }): boolean {
  return isAwaitingInspection(room) && isOnWorkingLists(room);
}

/** A room the front desk can give a guest: its cleaning done, and no late checkout waiting (spec §4). */
export function isReadyForGuest(room: { status: RoomStatus; hasLateCheckout: boolean }): boolean {
  return isOnWorkingLists(room) && isCleaningDone(room.status);
}
