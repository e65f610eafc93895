import { z } from 'zod';
import { authedProcedure, roles, router } from '../../trpc/init';
import { uuidSchema } from '../../../src-shared/auth.schemas';
import {
  assignInput,
  boardRoom,
  bulkInput,
  bulkResult,
  hotelIdInput,
  patchStatusInput,
  roomIdInput,
  setStatusInput,
} from '../../../src-shared/room-ops.schemas';
import { assignRooms, bulkMarkDirty, bulkMarkPmsUpdated, setRoomStatus } from './room-statuses.service';
import { getRoomStatus, listHotelBoard, listRoomsAssignedTo } from './room-statuses.reads';
import { patchRoomStatus } from './patch-status.service';

export const roomStatusesRouter = router({
  byHotel: authedProcedure
    .input(hotelIdInput)
    .output(z.array(boardRoom))
    .query(({ ctx, input }) => listHotelBoard(ctx, input.hotelId)),
  byRoom: authedProcedure.input(roomIdInput).output(boardRoom).query(({ ctx, input }) => getRoomStatus(ctx, input.roomId)),
  assignedTo: authedProcedure
    .input(z.object({ userId: uuidSchema }))
    .output(z.array(boardRoom))
    .query(({ ctx, input }) => listRoomsAssignedTo(ctx, input.userId)),
  setStatus: authedProcedure.input(setStatusInput).output(boardRoom).mutation(({ ctx, input }) => setRoomStatus(ctx, input)),
  patch: authedProcedure.input(patchStatusInput).output(boardRoom).mutation(({ ctx, input }) => patchRoomStatus(ctx, input)),
  assign: roles('admin', 'manager')
    .input(assignInput)
    .output(bulkResult.extend({ housekeeperId: z.string() }))
    .mutation(({ ctx, input }) => assignRooms(ctx, input)),
  bulkDirty: roles('admin', 'manager', 'frontdesk')
    .input(bulkInput)
    .output(bulkResult)
    .mutation(({ ctx, input }) => bulkMarkDirty(ctx, input)),
  bulkPms: roles('admin', 'manager', 'frontdesk')
    .input(bulkInput)
    .output(bulkResult)
    .mutation(({ ctx, input }) => bulkMarkPmsUpdated(ctx, input)),
});
