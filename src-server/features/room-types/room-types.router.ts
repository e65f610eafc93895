import { z } from 'zod';
import { router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byHotelId, byRoomIds } from '../../trpc/hotel-locators';
import {
  createRoomTypeInput,
  hotelRoomTypesInput,
  roomType,
  roomTypeChangeResult,
  roomTypeIdInput,
  setRoomTypeByNumbersInput,
  setRoomTypeInput,
  updateRoomTypeInput,
} from '../../../src-shared/workload.schemas';
import { byRoomTypeId, withRoomType } from './room-type-locator';
import { createRoomType, deleteRoomType, listRoomTypes, setRoomType, setRoomTypeByNumbers, updateRoomType } from './room-types.service';
import { MANAGERS } from '../../../src-shared/roles';

/** Room types and a room's type (DESIGN §13): admins, and the hotel's manager. */
export const roomTypesRouter = router({
  byHotel: inHotel(hotelRoomTypesInput, byHotelId('hotelId'), ...MANAGERS)
    .output(z.array(roomType))
    .query(({ ctx }) => listRoomTypes(ctx)),
  create: inHotel(createRoomTypeInput, byHotelId('hotelId'), ...MANAGERS)
    .output(roomType)
    .mutation(({ ctx, input }) => createRoomType(ctx, input)),
  update: inHotel(updateRoomTypeInput, byRoomTypeId('id'), ...MANAGERS)
    .output(roomType)
    .mutation(({ ctx, input }) => updateRoomType(ctx, input)),
  delete: inHotel(roomTypeIdInput, byRoomTypeId('id'), ...MANAGERS)
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) => deleteRoomType(ctx, input.id)),
  setRooms: inHotel(setRoomTypeInput, withRoomType(byRoomIds('roomIds')), ...MANAGERS)
    .output(roomTypeChangeResult)
    .mutation(({ ctx, input }) => setRoomType(ctx, input)),
  setByNumbers: inHotel(setRoomTypeByNumbersInput, withRoomType(byHotelId('hotelId')), ...MANAGERS)
    .output(roomTypeChangeResult)
    .mutation(({ ctx, input }) => setRoomTypeByNumbers(ctx, input)),
});
