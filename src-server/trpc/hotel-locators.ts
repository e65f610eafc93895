import type { Db } from '../db/connection';
import type { Actor } from './context';
import { actorReachesHotel, reachesEveryHotel, type HotelLocator } from './hotel-scope';
import type { ErrorReason } from '../../src-shared/error-reasons';
import { fail } from './errors';

type Keyed<K extends string, V = string> = { [P in K]: V };

/**
 * The input names the hotel itself. A staff member's own hotel exists (users.hotel_id is a
 * foreign key), so only an admin's choice costs a look-up; another hotel's id never does.
 */
export function byHotelId<K extends string>(key: K): HotelLocator<Keyed<K>> {
  return {
    notFound: 'HOTEL_NOT_FOUND',
    async locate(db, input, actor) {
      const id = input[key];
      if (actor.hotelId === id) return id;
      if (!reachesEveryHotel(actor)) return null;
      const hotel = await db.selectFrom('hotels').select('id').where('id', '=', id).executeTakeFirst();
      return hotel?.id ?? null;
    },
  };
}

/** Tables whose rows name their hotel; the input names one row by id. */
type HotelRowTable =
  | 'rooms'
  | 'room_statuses'
  | 'late_checkouts'
  | 'room_notes'
  | 'users'
  | 'room_discrepancies'
  | 'work_orders'
  | 'areas'
  | 'recurring_tasks'
  | 'guest_requests'
  | 'lost_items';

function byRowId<K extends string>(table: HotelRowTable, key: K, notFound: ErrorReason): HotelLocator<Keyed<K>> {
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
export function byRoomId<K extends string>(key: K, notFound: ErrorReason = 'ROOM_NOT_FOUND'): HotelLocator<Keyed<K>> {
  return byRowId('rooms', key, notFound);
}

/**
 * byRoomId remembered (issue 30): a room never moves to another hotel and its id is never
 * given to another room, so the answer found once stands; a room deleted since is then not
 * found by the change itself (changeRoom locks it: ROOM_NOT_FOUND, the same answer). For the
 * status change, the hot path of a shift: one round trip fewer.
 */
export function byRoomIdRemembered<K extends string>(key: K): HotelLocator<Keyed<K>> {
  const find = byRoomId(key);
  return {
    notFound: find.notFound,
    async locate(db, input, actor) {
      const roomId = input[key];
      const known = roomHotels.get(roomId);
      if (known && known.db === db) return known.hotelId;
      const hotelId = await find.locate(db, input, actor);
      if (hotelId !== null) {
        if (roomHotels.size >= 100_000) roomHotels.clear();
        roomHotels.set(roomId, { db, hotelId });
      }
      return hotelId;
    },
  };
}
const roomHotels = new Map<string, { db: Db; hotelId: string }>();

/** byRoomIds remembered, as byRoomIdRemembered: an assignment's rooms, all known, cost no look-up. */
export function byRoomIdsRemembered<K extends string>(key: K): HotelLocator<Keyed<K, string[]>> {
  const find = byRoomIds(key);
  return {
    notFound: find.notFound,
    async locate(db, input, actor) {
      const known = new Set(input[key].map((id) => roomHotels.get(id)).map((k) => (k && k.db === db ? k.hotelId : null)));
      if (known.size === 1 && !known.has(null)) return [...known][0]!;
      const hotelId = await find.locate(db, input, actor);
      if (hotelId !== null) {
        if (roomHotels.size >= 100_000) roomHotels.clear();
        for (const id of input[key]) roomHotels.set(id, { db, hotelId });
      }
      return hotelId;
    },
  };
}

/** Several rooms, all of one hotel: a list that strays into another hotel (or names no room) is refused whole. */
export function byRoomIds<K extends string>(key: K): HotelLocator<Keyed<K, string[]>> {
  return {
    notFound: 'ROOM_NOT_FOUND',
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
  notFound: 'ROOM_NOT_FOUND',
  async locate(db, input, actor) {
    const hotelId = await byRoomId('roomId').locate(db, input, actor);
    return input.hotelId && input.hotelId !== hotelId ? null : hotelId;
  },
};

/** The generic PATCH of spec §7 names the status record, not the room. */
export function byRoomStatusId<K extends string>(key: K): HotelLocator<Keyed<K>> {
  return byRowId('room_statuses', key, 'ROOM_NOT_FOUND');
}

export function byLateCheckoutId<K extends string>(key: K): HotelLocator<Keyed<K>> {
  return byRowId('late_checkouts', key, 'LATE_CHECKOUT_NOT_FOUND');
}

export function byNoteId<K extends string>(key: K): HotelLocator<Keyed<K>> {
  return byRowId('room_notes', key, 'NOTE_NOT_FOUND');
}

/** A housekeeper's finding (DESIGN §17). */
export function byDiscrepancyId<K extends string>(key: K): HotelLocator<Keyed<K>> {
  return byRowId('room_discrepancies', key, 'DISCREPANCY_NOT_FOUND');
}

/** DESIGN §18: a work order, an area, a recurring task. */
export function byWorkOrderId<K extends string>(key: K): HotelLocator<Keyed<K>> {
  return byRowId('work_orders', key, 'WORK_ORDER_NOT_FOUND');
}

export function byAreaId<K extends string>(key: K): HotelLocator<Keyed<K>> {
  return byRowId('areas', key, 'AREA_NOT_FOUND');
}

export function byRecurringTaskId<K extends string>(key: K): HotelLocator<Keyed<K>> {
  return byRowId('recurring_tasks', key, 'RECURRING_TASK_NOT_FOUND');
}

/** A room or an area (DESIGN §18: work orders and recurring tasks name one of them). */
export const byRoomOrArea: HotelLocator<{ roomId?: string; areaId?: string }> = {
  notFound: 'ROOM_NOT_FOUND',
  async locate(db, input, actor) {
    if (input.roomId) return byRoomId('roomId').locate(db, { roomId: input.roomId }, actor);
    if (input.areaId) {
      const hotelId = await byAreaId('areaId').locate(db, { areaId: input.areaId }, actor);
      if (hotelId === null) fail('NOT_FOUND', 'AREA_NOT_FOUND');
      return hotelId;
    }
    return null;
  },
};

export function byGuestRequestId<K extends string>(key: K): HotelLocator<Keyed<K>> {
  return byRowId('guest_requests', key, 'GUEST_REQUEST_NOT_FOUND');
}

export function byLostItemId<K extends string>(key: K): HotelLocator<Keyed<K>> {
  return byRowId('lost_items', key, 'LOST_ITEM_NOT_FOUND');
}

/** A member of staff: their hotel (an admin or a user without one belongs to none). */
export function byUserId<K extends string>(key: K): HotelLocator<Keyed<K>> {
  return byRowId('users', key, 'USER_NOT_FOUND');
}

/**
 * The input also names a second row (a room type, the change to undo) that must be of the
 * hotel the first locator found: otherwise 404 `notFound`, as if it did not exist. The
 * second row is looked at only once the hotel is known to be the caller's to reach, so
 * another hotel's ids say nothing. `hotelOf` answers undefined when the input names none.
 */
export function alsoOfHotel<TInput, TMore>(
  primary: HotelLocator<TInput>,
  hotelOf: (db: Db, input: TInput & TMore, actor: Actor) => Promise<string | null | undefined>,
  notFound: ErrorReason,
): HotelLocator<TInput & TMore> {
  return {
    notFound: primary.notFound,
    async locate(db, input, actor) {
      const hotelId = await primary.locate(db, input, actor);
      if (hotelId === null || !actorReachesHotel(actor, hotelId)) return hotelId;
      const other = await hotelOf(db, input, actor);
      if (other !== undefined && other !== hotelId) fail('NOT_FOUND', notFound);
      return hotelId;
    },
  };
}
