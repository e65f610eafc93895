import { z } from 'zod';
import { forApiTokens, router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byHotelId, byOwnHotelRoom, byRoomId, byRoomIds, byRoomStatusId, byUserId } from '../../trpc/hotel-locators';
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
import { undoChange } from './undo.service';
import { undoInput } from '../../../src-shared/undo';

export const roomStatusesRouter = router({
  byHotel: inHotel(hotelIdInput, byHotelId('hotelId'))
    .meta(forApiTokens)
    .output(z.array(boardRoom))
    .query(({ ctx }) => listHotelBoard(ctx, ctx.hotelId)),
  board: inHotel(hotelIdInput, byHotelId('hotelId'))
    .meta(forApiTokens)
    .output(boardWithSeqOutput)
    .query(({ ctx }) => boardWithSeq(ctx)),
  changes: inHotel(roomChangesInput, byHotelId('hotelId'))
    .meta(forApiTokens)
    .output(roomChanges)
    .query(({ ctx, input }) => roomChangesSince(ctx, input.since)),
  byRoom: inHotel(roomIdInput, byRoomId('roomId'))
    .meta(forApiTokens)
    .output(boardRoom)
    .query(({ ctx, input }) => getRoomStatus(ctx, input.roomId)),
  assignedTo: inHotel(z.object({ userId: uuidSchema }), byUserId('userId'))
    .meta(forApiTokens)
    .output(z.array(boardRoom))
    .query(({ ctx, input }) => listRoomsAssignedTo(ctx, input.userId)),
  setStatus: inHotel(setStatusInput, byOwnHotelRoom('roomId'))
    .meta(forApiTokens)
    .output(boardRoom)
    .mutation(({ ctx, input }) => setRoomStatus(ctx, input)),
  patch: inHotel(patchStatusInput, byRoomStatusId('id'))
    .meta(forApiTokens)
    .output(boardRoom)
    .mutation(({ ctx, input }) => patchRoomStatus(ctx, input)),
  assign: inHotel(assignInput, byRoomIds('roomIds'), 'admin', 'manager')
    .meta(forApiTokens)
    .output(bulkResult.extend({ housekeeperId: z.string() }))
    .mutation(({ ctx, input }) => assignRooms(ctx, input)),
  /** Takes back one's own change of the last few seconds (issue 13): any staff role, own changes only. */
  undo: inHotel(undoInput, byHotelId('hotelId'))
    .output(z.array(boardRoom))
    .mutation(({ ctx, input }) => undoChange(ctx, input)),
  bulkDirty: inHotel(bulkInput, byHotelId('hotelId'), 'admin', 'manager', 'frontdesk')
    .meta(forApiTokens)
    .output(bulkResult)
    .mutation(({ ctx, input }) => bulkMarkDirty(ctx, input)),
  bulkPms: inHotel(bulkInput, byHotelId('hotelId'), 'admin', 'manager', 'frontdesk')
    .meta(forApiTokens)
    .output(bulkResult)
    .mutation(({ ctx, input }) => bulkMarkPmsUpdated(ctx, input)),
});
