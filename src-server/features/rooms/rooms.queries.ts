import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection';
import type { RoomsTable } from '../../db/types';
import type { RoomView } from '../../../src-shared/rooms.schemas';
import { compareRoomNumbers } from '../../../src-shared/room-list';

/** Rows per statement: well under PostgreSQL's 65,535 bind parameters. */
const CHUNK = 1000;

const ROOM_COLUMNS = ['id', 'hotel_id', 'room_number', 'floor', 'room_type_id'] as const;

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
