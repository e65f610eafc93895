import type { HotelLocator } from '../../trpc/hotel-scope';
import { alsoOfHotel } from '../../trpc/hotel-locators';

/** The input names a room type: its hotel (hotel scope, src-server/trpc/hotel-scope.ts). */
export function byRoomTypeId<K extends string>(key: K): HotelLocator<{ [P in K]: string }> {
  return {
    notFound: 'ROOM_TYPE_NOT_FOUND',
    async locate(db, input) {
      const row = await db.selectFrom('room_types').select('hotel_id').where('id', '=', input[key]).executeTakeFirst();
      return row?.hotel_id ?? null;
    },
  };
}

/**
 * The input also names a room type to give (rooms edited, rooms typed by number): it must be
 * of the same hotel, else 404 'Room type not found'. No type named (absent, or null for the
 * default credits) asks for nothing.
 */
export function withRoomType<TInput>(primary: HotelLocator<TInput>): HotelLocator<TInput & { roomTypeId?: string | null }> {
  const typeLocator = byRoomTypeId('roomTypeId');
  return alsoOfHotel<TInput, { roomTypeId?: string | null }>(
    primary,
    (db, input, actor) => (input.roomTypeId == null ? Promise.resolve(undefined) : typeLocator.locate(db, { roomTypeId: input.roomTypeId }, actor)),
    'ROOM_TYPE_NOT_FOUND',
  );
}
