import { z } from 'zod';
import { forApiTokens, router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byHotelId, byRoomId } from '../../trpc/hotel-locators';
import {
  addRoomsInput,
  createRoomInput,
  hotelRoomsInput,
  roomIdInput,
  roomOutput,
  updateRoomInput,
} from '../../../src-shared/rooms.schemas';
import { withRoomType } from '../room-types/room-type-locator';
import { addRooms, createRoom, deleteRoom, getRoom, listHotelRooms, updateRoom } from './rooms.service';

export const roomsRouter = router({
  byHotel: inHotel(hotelRoomsInput, byHotelId('hotelId'))
    .meta(forApiTokens('rooms'))
    .output(z.array(roomOutput))
    .query(({ ctx }) => listHotelRooms(ctx, ctx.hotelId)),
  byId: inHotel(roomIdInput, byRoomId('id'))
    .meta(forApiTokens('rooms'))
    .output(roomOutput)
    .query(({ ctx, input }) => getRoom(ctx, input.id)),
  create: inHotel(createRoomInput, byHotelId('hotelId'), 'admin')
    .output(roomOutput)
    .mutation(({ ctx, input }) => createRoom(ctx, input)),
  addMany: inHotel(addRoomsInput, byHotelId('hotelId'), 'admin')
    .output(z.array(roomOutput))
    .mutation(({ ctx, input }) => addRooms(ctx, input)),
  update: inHotel(updateRoomInput, withRoomType(byRoomId('id')), 'admin')
    .output(roomOutput)
    .mutation(({ ctx, input }) => updateRoom(ctx, input)),
  delete: inHotel(roomIdInput, byRoomId('id'), 'admin')
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) => deleteRoom(ctx, input.id)),
});
