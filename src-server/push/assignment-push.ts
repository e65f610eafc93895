// The push a housekeeper gets when rooms are assigned to her: sent by a manager's assignment
// (room-statuses) and by auto-assign (workload) alike, so it sits with the sender rather than
// in either feature (issue 30's feature boundary).
import type { Context } from '../trpc/context';
import { assignmentPayload, rushPayload } from './push-sender';

/** A room newly assigned to someone, and whether it is a rush. */
export interface AssignedRoomNews {
  roomNumber: string;
  rush: boolean;
}

/**
 * Fire and forget after the assignment committed: a slow push service never delays the
 * manager. A room rushed before anyone had it was told to no one, so its new housekeeper
 * also gets 'Rush: Room {number}' (DESIGN §12), as when an assigned room is rushed.
 */
export function notifyAssignment(ctx: Pick<Context, 'push'>, housekeeperId: string, rooms: AssignedRoomNews[]) {
  const push = ctx.push;
  if (!push || rooms.length === 0) return;
  const roomNumbers = rooms.map((r) => r.roomNumber);
  push.notify(housekeeperId, (language) => assignmentPayload(roomNumbers, language));
  for (const room of rooms) if (room.rush) push.notify(housekeeperId, (language) => rushPayload(room.roomNumber, language));
}
