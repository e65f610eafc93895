import type { z } from 'zod';
import type { createHotelInput, HotelView, updateHotelInput } from '../../../src-shared/hotels.schemas';
import { fail } from '../../trpc/errors';
import type { Db } from '../../db/connection';
import type { HotelsInView } from '../../trpc/hotel-scope';
import type { ActorDeps, WriteDeps } from './hotel-access';
import { findHotelViews, insertHotel, updateHotelRow } from './hotels.queries';
import { insertRoomsWithStatus } from '../../rooms/new-rooms';
import { floorOf } from '../../../src-shared/room-list';
import { announce } from '../../realtime/announce';
import { logChanges } from '../../realtime/change-log.queries';
import { boardRoomIds } from './hotels.queries';

/** The hotels the procedure allows (hotelsInView): every one, or one, or none. */
export async function listHotels(db: Db, hotels: HotelsInView): Promise<HotelView[]> {
  if ('every' in hotels) return findHotelViews(db);
  return hotels.hotelId ? findHotelViews(db, hotels.hotelId) : [];
}

export async function getHotel({ db }: ActorDeps, id: string): Promise<HotelView> {
  const [hotel] = await findHotelViews(db, id);
  if (!hotel) fail('NOT_FOUND', 'HOTEL_NOT_FOUND');
  return hotel;
}

/** The hotel, its rooms and each room's status record: all or nothing. */
export async function createHotel(ctx: WriteDeps, input: z.infer<typeof createHotelInput>): Promise<HotelView> {
  const id = await ctx.db.transaction().execute(async (trx) => {
    const hotel = await insertHotel(trx, { name: input.name, address: input.address, timezone: input.timezone });
    await insertRoomsWithStatus(
      trx,
      input.rooms.map((roomNumber) => ({ hotel_id: hotel.id, room_number: roomNumber, floor: floorOf(roomNumber) })),
    );
    return hotel.id;
  });
  return getHotel(ctx, id);
}

export async function updateHotel(ctx: WriteDeps, input: z.infer<typeof updateHotelInput>): Promise<HotelView> {
  const changes: Parameters<typeof updateHotelRow>[2] = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.address !== undefined) changes.address = input.address;
  if (input.timezone !== undefined) changes.timezone = input.timezone;
  if (input.inspectionRequired !== undefined) changes.inspection_required = input.inspectionRequired;
  if (input.maxSquareFeetPerShift !== undefined) changes.max_square_feet_per_shift = input.maxSquareFeetPerShift;
  const logged = await ctx.db.transaction().execute(async (trx) => {
    if (!(await updateHotelRow(trx, input.id, changes))) fail('NOT_FOUND', 'HOTEL_NOT_FOUND');
    // Every board row carries the setting (DESIGN §12): the rows change with it.
    const rooms = input.inspectionRequired === undefined ? [] : await boardRoomIds(trx, input.id);
    return logChanges(trx, [{ hotelId: input.id, kind: 'hotel' }, ...(rooms.length ? [{ hotelId: input.id, kind: 'rooms' as const, roomIds: rooms }] : [])]);
  });
  announce(ctx, logged);
  return getHotel(ctx, input.id);
}
