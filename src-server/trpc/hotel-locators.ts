import type { HotelLocator } from './hotel-scope';
import { MESSAGES } from '../../src-shared/errors';
import { LATE_CHECKOUT_MESSAGES } from '../../src-shared/late-checkouts.schemas';

type Keyed<K extends string, V = string> = { [P in K]: V };

/**
 * The input names the hotel itself. A staff member's own hotel exists (users.hotel_id is a
 * foreign key), so only an admin's choice costs a look-up; another hotel's id never does.
 */
export function byHotelId<K extends string>(key: K): HotelLocator<Keyed<K>> {
  return {
    notFound: MESSAGES.hotelNotFound,
    async locate(db, input, actor) {
      const id = input[key];
      if (actor.hotelId === id) return id;
      if (actor.role !== 'admin') return null;
      const hotel = await db.selectFrom('hotels').select('id').where('id', '=', id).executeTakeFirst();
      return hotel?.id ?? null;
    },
  };
}

/** Tables whose rows name their hotel; the input names one row by id. */
type HotelRowTable = 'rooms' | 'room_statuses' | 'late_checkouts' | 'room_notes' | 'users';

function byRowId<K extends string>(table: HotelRowTable, key: K, notFound: string): HotelLocator<Keyed<K>> {
  return {
    notFound,
    async locate(db, input) {
      // One table at a time for the type checker; every one of them has id and hotel_id.
      const row = await db.selectFrom(table as 'rooms').select('hotel_id').where('id', '=', input[key]).executeTakeFirst();
      return row?.hotel_id ?? null;
    },
  };
}

/** The input names a room. */
export function byRoomId<K extends string>(key: K, notFound: string = MESSAGES.roomNotFound): HotelLocator<Keyed<K>> {
  return byRowId('rooms', key, notFound);
}

/** Several rooms, all of one hotel: a list that strays into another hotel (or names no room) is refused whole. */
export function byRoomIds<K extends string>(key: K): HotelLocator<Keyed<K, string[]>> {
  return {
    notFound: MESSAGES.roomNotFound,
    async locate(db, input) {
      const ids = [...new Set(input[key])];
      if (ids.length === 0) return null;
      const rows = await db.selectFrom('rooms').select('hotel_id').where('id', 'in', ids).execute();
      const hotels = new Set(rows.map((r) => r.hotel_id));
      return rows.length === ids.length && hotels.size === 1 ? rows[0]!.hotel_id : null;
    },
  };
}

/** A late checkout's room, when the input also names the hotel it expects that room in. */
export const byLateCheckoutRoom: HotelLocator<{ roomId: string; hotelId?: string | null }> = {
  notFound: LATE_CHECKOUT_MESSAGES.roomNotFound,
  async locate(db, input, actor) {
    const hotelId = await byRoomId('roomId').locate(db, input, actor);
    return input.hotelId && input.hotelId !== hotelId ? null : hotelId;
  },
};

/** The generic PATCH of spec §7 names the status record, not the room. */
export function byRoomStatusId<K extends string>(key: K): HotelLocator<Keyed<K>> {
  return byRowId('room_statuses', key, MESSAGES.roomNotFound);
}

export function byLateCheckoutId<K extends string>(key: K): HotelLocator<Keyed<K>> {
  return byRowId('late_checkouts', key, MESSAGES.notFound);
}

export function byNoteId<K extends string>(key: K): HotelLocator<Keyed<K>> {
  return byRowId('room_notes', key, MESSAGES.notFound);
}

/** A member of staff: their hotel (an admin or a user without one belongs to none). */
export function byUserId<K extends string>(key: K): HotelLocator<Keyed<K>> {
  return byRowId('users', key, MESSAGES.userNotFound);
}
