import type { Db } from '../../db/connection';
import type { EventBus } from '../../realtime/event-bus';
import type { RoomStatus } from '../../../src-shared/room-status';
import { bulkPmsFrom, canSetStatus } from '../../../src-shared/room-status';
import { changeRooms } from '../../rooms/change-rooms';
import { statusEffects } from '../../../src-shared/room-effects';

/**
 * A push the PMS accepted (DESIGN §17): the room becomes 'PMS updated' by the system (no
 * person in the history), through the one change path (history, change log, live event,
 * webhooks), when it is still in the status that was pushed and that status is one the PMS
 * step follows (clean, or inspected when the hotel inspects: the rule table's). The change
 * maps to no vendor condition, so it never sets off another push.
 */
export function markPmsUpdated(deps: { db: Db; bus: EventBus }, roomId: string, pushedStatus: string): Promise<boolean> {
  const at = new Date();
  return changeRooms(deps, { lock: (_trx, writer) => writer.lock({ roomIds: [roomId] }) }, async (trx, [room], writer) => {
    if (!room || room.status !== pushedStatus) return { answer: false, logged: null };
    const hotel = await trx.selectFrom('hotels').select('inspection_required').where('id', '=', room.hotel_id).executeTakeFirstOrThrow();
    const inspectionRequired = hotel.inspection_required;
    const status = room.status as RoomStatus;
    if (!bulkPmsFrom(inspectionRequired).includes(status)) return { answer: false, logged: null };
    if (!canSetStatus('system', status, 'pms_updated', { assignedToViewer: false, inspectionRequired })) return { answer: false, logged: null };
    const set = statusEffects('system', 'pms_updated', { actorId: null, at, currentNotes: room.notes });
    const logged = await writer.write([room], set, { actorId: null, at });
    return { answer: logged !== null, logged };
  });
}
