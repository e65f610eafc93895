import { z } from 'zod';
import { router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byHotelId, byRoomId, byRoomIds, byRoomStatusId, byUserId } from '../../trpc/hotel-locators';
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
  boardWithSeq as boardWithSeqOutput,
  roomChanges,
  roomChangesInput,
} from '../../../src-shared/room-ops.schemas';
import { boardWithSeq, roomChangesSince } from './room-changes.service';
import { assignRooms, bulkMarkDirty, bulkMarkPmsUpdated, setRoomStatus } from './room-statuses.service';
import { getRoomStatus, listHotelBoard, listRoomsAssignedTo } from './room-statuses.reads';
import { patchRoomStatus } from './patch-status.service';

export const roomStatusesRouter = router({
  byHotel: inHotel(hotelIdInput, byHotelId('hotelId'))
    .output(z.array(boardRoom))
    .query(({ ctx }) => listHotelBoard(ctx, ctx.hotelId)),
  board: inHotel(hotelIdInput, byHotelId('hotelId'))
    .output(boardWithSeqOutput)
    .query(({ ctx }) => boardWithSeq(ctx)),
  changes: inHotel(roomChangesInput, byHotelId('hotelId'))
    .output(roomChanges)
    .query(({ ctx, input }) => roomChangesSince(ctx, input.since)),
  byRoom: inHotel(roomIdInput, byRoomId('roomId'))
    .output(boardRoom)
    .query(({ ctx, input }) => getRoomStatus(ctx, input.roomId)),
  assignedTo: inHotel(z.object({ userId: uuidSchema }), byUserId('userId'))
    .output(z.array(boardRoom))
    .query(({ ctx, input }) => listRoomsAssignedTo(ctx, input.userId)),
  setStatus: inHotel(setStatusInput, byRoomId('roomId'))
    .output(boardRoom)
    .mutation(({ ctx, input }) => setRoomStatus(ctx, input)),
  patch: inHotel(patchStatusInput, byRoomStatusId('id'))
    .output(boardRoom)
    .mutation(({ ctx, input }) => patchRoomStatus(ctx, input)),
  assign: inHotel(assignInput, byRoomIds('roomIds'), 'admin', 'manager')
    .output(bulkResult.extend({ housekeeperId: z.string() }))
    .mutation(({ ctx, input }) => assignRooms(ctx, input)),
  bulkDirty: inHotel(bulkInput, byHotelId('hotelId'), 'admin', 'manager', 'frontdesk')
    .output(bulkResult)
    .mutation(({ ctx, input }) => bulkMarkDirty(ctx, input)),
  bulkPms: inHotel(bulkInput, byHotelId('hotelId'), 'admin', 'manager', 'frontdesk')
    .output(bulkResult)
    .mutation(({ ctx, input }) => bulkMarkPmsUpdated(ctx, input)),
});
