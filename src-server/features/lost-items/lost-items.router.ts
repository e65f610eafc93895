import { z } from 'zod';
import { forApiTokens, router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { alsoOfHotel, byHotelId, byLostItemId } from '../../trpc/hotel-locators';
import { createLostItemInput, lostItem, searchLostItemsInput, updateLostItemInput } from '../../../src-shared/lost-items.schemas';
import { createItem, searchItems, updateItem } from './lost-items.service';

/** The room a found item names, when it names one, must be of the hotel it is logged in. */
const byHotelAndRoom = alsoOfHotel<{ hotelId: string }, { roomId?: string | null }>(
  byHotelId('hotelId'),
  async (db, input) => {
    if (!input.roomId) return undefined;
    const room = await db.selectFrom('rooms').select('hotel_id').where('id', '=', input.roomId).executeTakeFirst();
    return room?.hotel_id ?? null;
  },
  'ROOM_NOT_FOUND',
);

/** Issue 21, DESIGN §18: lost and found. Anyone of the hotel logs a find; the desk searches and closes. */
export const lostItemsRouter = router({
  search: inHotel(searchLostItemsInput, byHotelId('hotelId'), 'admin', 'manager', 'frontdesk')
    .meta(forApiTokens)
    .output(z.array(lostItem))
    .query(({ ctx, input }) => searchItems(ctx, input)),
  create: inHotel(createLostItemInput, byHotelAndRoom)
    .meta(forApiTokens)
    .output(lostItem)
    .mutation(({ ctx, input }) => createItem(ctx, input)),
  update: inHotel(updateLostItemInput, byLostItemId('id'), 'admin', 'manager', 'frontdesk')
    .meta(forApiTokens)
    .output(lostItem)
    .mutation(({ ctx, input }) => updateItem(ctx, input)),
});
