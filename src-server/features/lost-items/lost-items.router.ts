import { z } from 'zod';
import { forApiTokens, router } from '../../trpc/init';
import { OFFICE, type Role } from '../../../src-shared/roles';
import { inHotel, inHotelOwnOr } from '../../trpc/hotel-scope';
import { alsoOfHotel, byHotelId, byLostItemId } from '../../trpc/hotel-locators';
import {
  createLostItemInput,
  lostItem,
  lostItemIdInput,
  lostItemPhotoInput,
  searchLostItemsInput,
  updateLostItemInput,
} from '../../../src-shared/lost-items.schemas';
import { checkPhotos, decodePhotos } from '../photos/photo-check';
import { createItem, lostItemFinder, readItemPhoto, searchItems, setItemPhoto, updateItem } from './lost-items.service';

type Place = { roomId?: string | null; areaId?: string | null };

/** The room or the area a found item names, when it names one, must be of the hotel it is logged in. */
const byHotelAndRoom = alsoOfHotel<{ hotelId: string } & Place, Place>(
  alsoOfHotel<{ hotelId: string }, Place>(
    byHotelId('hotelId'),
    async (db, input) => {
      if (!input.roomId) return undefined;
      const room = await db.selectFrom('rooms').select('hotel_id').where('id', '=', input.roomId).executeTakeFirst();
      return room?.hotel_id ?? null;
    },
    'ROOM_NOT_FOUND',
  ),
  async (db, input) => {
    if (!input.areaId) return undefined;
    const area = await db.selectFrom('areas').select('hotel_id').where('id', '=', input.areaId).executeTakeFirst();
    return area?.hotel_id ?? null;
  },
  'AREA_NOT_FOUND',
);

/** The desk's roles: they search, close and see every item's photo. */
const LOST_ITEM_DESK: readonly Role[] = OFFICE;

/** An item's photo: the desk (and tokens), or whoever found it (a housekeeper adds the photo of what they logged). */
const finderOrDesk = <TSchema extends z.ZodType<{ id: string }>>(schema: TSchema) => inHotelOwnOr(schema, byLostItemId('id'), lostItemFinder, LOST_ITEM_DESK);

/** A photo as the REST path serves it (image bytes, not JSON). */
const photoOutput = z.object({ contentType: z.enum(['image/jpeg', 'image/png', 'image/webp']), bytes: z.custom<Buffer>((v) => Buffer.isBuffer(v)) });

/** Issue 21, DESIGN §18: lost and found. Anyone of the hotel logs a find; the desk searches and closes. */
export const lostItemsRouter = router({
  search: inHotel(searchLostItemsInput, byHotelId('hotelId'), ...LOST_ITEM_DESK)
    .meta(forApiTokens('lost-items'))
    .output(z.array(lostItem))
    .query(({ ctx, input }) => searchItems(ctx, input)),
  create: inHotel(createLostItemInput, byHotelAndRoom)
    .meta(forApiTokens('lost-items'))
    .output(lostItem)
    .mutation(({ ctx, input }) => createItem(ctx, input)),
  update: inHotel(updateLostItemInput, byLostItemId('id'), ...LOST_ITEM_DESK)
    .meta(forApiTokens('lost-items'))
    .output(lostItem)
    .mutation(({ ctx, input }) => updateItem(ctx, input)),
  // One photo, replacing the last.
  setPhoto: finderOrDesk(lostItemPhotoInput)
    .meta(forApiTokens('lost-items'))
    .output(lostItem)
    .mutation(({ ctx, input }) => setItemPhoto(ctx, input.id, checkPhotos(decodePhotos([input.photo]), 1)[0]!)),
  photo: finderOrDesk(lostItemIdInput)
    .meta(forApiTokens('lost-items'))
    .output(photoOutput)
    .query(({ ctx, input }) => readItemPhoto(ctx, input.id)),
});
