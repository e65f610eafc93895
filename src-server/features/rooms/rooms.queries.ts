import type { Db } from '../../db/connection';
import type { RoomView } from '../../../src-shared/rooms.schemas';
import { compareRoomNumbers } from '../../../src-shared/room-list';
// A new room and its status record are written by the rooms layer (src-server/rooms/new-rooms.ts).
import { ROOM_COLUMNS, toRoomView } from '../../rooms/new-rooms';

/** Rows per statement: well under PostgreSQL's 65,535 bind parameters. */
const CHUNK = 1000;

/** Which of these numbers the hotel already has, in the order given. */
export async function findTakenNumbers(db: Db, hotelId: string, roomNumbers: string[]): Promise<string[]> {
  const taken = new Set<string>();
  for (let i = 0; i < roomNumbers.length; i += CHUNK) {
    const rows = await db
      .selectFrom('rooms')
      .select('room_number')
      .where('hotel_id', '=', hotelId)
      .where('room_number', 'in', roomNumbers.slice(i, i + CHUNK))
      .execute();
    rows.forEach((r) => taken.add(r.room_number));
  }
  return roomNumbers.filter((n) => taken.has(n));
}

/** A hotel's rooms in room-number order, numerically (spec §9). */
export async function findHotelRooms(db: Db, hotelId: string): Promise<RoomView[]> {
  const rows = await db.selectFrom('rooms').select(ROOM_COLUMNS).where('hotel_id', '=', hotelId).execute();
  return rows.map(toRoomView).sort((a, b) => compareRoomNumbers(a.roomNumber, b.roomNumber));
}

export async function findRoom(db: Db, id: string): Promise<RoomView | undefined> {
  const row = await db.selectFrom('rooms').select(ROOM_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && toRoomView(row);
}

export async function updateRoomRow(db: Db, id: string, changes: { room_number?: string; floor?: number | null; room_type_id?: string | null }) {
  const row = await db.updateTable('rooms').set(changes).where('id', '=', id).returning(ROOM_COLUMNS).executeTakeFirst();
  return row && toRoomView(row);
}

export function deleteRoomRow(db: Db, id: string) {
  return db.deleteFrom('rooms').where('id', '=', id).executeTakeFirst();
}
