import type { HotelLocator } from '../../trpc/hotel-scope';

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
