// A new room is born here with its status record (DESIGN §3): the one insert of a room's
// status row, in the rooms layer with every other write of one (issue 30). It is not a
// change of a room (nothing to lock, no version to check, no history): the caller logs the
// new rooms for the hotel's live screens as it always did.
import type { Insertable } from 'kysely';
import type { Db } from '../db/connection';
import type { RoomsTable } from '../db/types';
import type { RoomView } from '../../src-shared/rooms.schemas';

/** Rows per statement: well under PostgreSQL's 65,535 bind parameters. */
const CHUNK = 1000;

export const ROOM_COLUMNS = ['id', 'hotel_id', 'room_number', 'floor', 'room_type_id'] as const;

export function toRoomView(row: { id: string; hotel_id: string; room_number: string; floor: number | null; room_type_id: string | null }): RoomView {
  return { id: row.id, hotelId: row.hotel_id, roomNumber: row.room_number, floor: row.floor, roomTypeId: row.room_type_id };
}

/**
 * Every new room gets its status record ('clean') at once (DESIGN §3). Call inside a
 * transaction: a room without its status record must never be visible.
 */
export async function insertRoomsWithStatus(trx: Db, rooms: Insertable<RoomsTable>[]): Promise<RoomView[]> {
  const created: RoomView[] = [];
  for (let i = 0; i < rooms.length; i += CHUNK) {
    const rows = await trx.insertInto('rooms').values(rooms.slice(i, i + CHUNK)).returning(ROOM_COLUMNS).execute();
    await trx
      .insertInto('room_statuses')
      .values(rows.map((room) => ({ room_id: room.id, hotel_id: room.hotel_id, status: 'clean' as const })))
      .execute();
    created.push(...rows.map(toRoomView));
  }
  return created;
}
