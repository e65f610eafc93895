import { z } from 'zod';
import { authedProcedure, roles, router } from '../../trpc/init';
import {
  createRoomInput,
  hotelRoomsInput,
  roomIdInput,
  roomOutput,
  updateRoomInput,
} from '../../../src-shared/rooms.schemas';
import { createRoom, deleteRoom, getRoom, listHotelRooms, updateRoom } from './rooms.service';

export const roomsRouter = router({
  byHotel: authedProcedure
    .input(hotelRoomsInput)
    .output(z.array(roomOutput))
    .query(({ ctx, input }) => listHotelRooms(ctx, input.hotelId)),
  byId: authedProcedure
    .input(roomIdInput)
    .output(roomOutput)
    .query(({ ctx, input }) => getRoom(ctx, input.id)),
  create: roles('admin').input(createRoomInput).output(roomOutput).mutation(({ ctx, input }) => createRoom(ctx, input)),
  update: roles('admin').input(updateRoomInput).output(roomOutput).mutation(({ ctx, input }) => updateRoom(ctx, input)),
  delete: roles('admin')
    .input(roomIdInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) => deleteRoom(ctx, input.id)),
});
