import { z } from 'zod';
import { forApiTokens, requireRole, requireSelfOr, router } from '../../trpc/init';
import { MANAGERS, OFFICE, OVERSEERS, type Role } from '../../../src-shared/roles';
import { inHotel } from '../../trpc/hotel-scope';
import { byHotelId, byRoomId, byRoomIdRemembered, byRoomIdsRemembered, byRoomStatusId, byUserId } from '../../trpc/hotel-locators';
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
  withChangedRooms as withRoomsOutput,
} from '../../../src-shared/room-ops.schemas';
import { withChangedRooms } from './changed-rooms';
import { boardWithSeq, roomChangesSince } from './room-changes.service';
import { assignRooms, bulkMarkDirty, bulkMarkPmsUpdated, setRoomStatus } from './room-statuses.service';
import { getRoomStatus, listHotelBoard, listRoomsAssignedTo } from './room-statuses.reads';
import { patchRoomStatus } from './patch-status.service';
import { undoChange } from './undo.service';
import { undoInput } from '../../../src-shared/undo';
import { byUndoableAction } from './undo-locator';

/**
 * The generic PATCH (spec §7) is one of three actions by its body, each with its roles
 * (DESIGN §4): assigning is the managers'; editing the note alone the desk's and managers';
 * a status change is the rule table's to judge (null: no role refused here).
 */
function patchRoles(input: { assignedTo?: string | null; status?: string; notes?: string | null }): readonly Role[] | null {
  if (input.assignedTo) return MANAGERS;
  if (input.status === undefined && input.notes !== undefined) return OFFICE;
  return null;
}

export const roomStatusesRouter = router({
  byHotel: inHotel(hotelIdInput, byHotelId('hotelId'))
    .meta(forApiTokens('rooms'))
    .output(z.array(boardRoom))
    .query(({ ctx }) => listHotelBoard(ctx, ctx.hotelId)),
  board: inHotel(hotelIdInput, byHotelId('hotelId'))
    .meta(forApiTokens('rooms'))
    .output(boardWithSeqOutput)
    .query(({ ctx }) => boardWithSeq(ctx)),
  changes: inHotel(roomChangesInput, byHotelId('hotelId'))
    .meta(forApiTokens('rooms'))
    .output(roomChanges)
    .query(({ ctx, input }) => roomChangesSince(ctx, input.since)),
  byRoom: inHotel(roomIdInput, byRoomId('roomId'))
    .meta(forApiTokens('rooms'))
    .output(boardRoom)
    .query(({ ctx, input }) => getRoomStatus(ctx, input.roomId)),
  assignedTo: inHotel(z.object({ userId: uuidSchema }), byUserId('userId'))
    .meta(forApiTokens('rooms'))
    // A housekeeper reads only their own rooms; the desk, managers and supervisors (issue 31) anyone's of the hotel.
    .use(({ ctx, input, next }) => {
      requireSelfOr(ctx.actor, input.userId, OVERSEERS);
      return next();
    })
    .output(z.array(boardRoom))
    .query(({ ctx, input }) => listRoomsAssignedTo(ctx, input.userId)),
  setStatus: inHotel(setStatusInput, byRoomIdRemembered('roomId'))
    .meta(forApiTokens('rooms'))
    .output(boardRoom)
    .mutation(({ ctx, input }) => setRoomStatus(ctx, input)),
  patch: inHotel(patchStatusInput, byRoomStatusId('id'))
    .meta(forApiTokens('rooms'))
    .use(({ ctx, input, next }) => {
      const allowed = patchRoles(input);
      if (allowed) requireRole(ctx.actor, allowed);
      return next();
    })
    .output(boardRoom)
    .mutation(({ ctx, input }) => patchRoomStatus(ctx, input)),
  assign: inHotel(assignInput, byRoomIdsRemembered('roomIds'), ...MANAGERS)
    .meta(forApiTokens('rooms'))
    .output(withRoomsOutput(bulkResult.extend({ housekeeperId: z.string() })))
    .mutation(async ({ ctx, input }) => {
      const done = await assignRooms(ctx, input);
      // A replay of an action stored before answers carried their rooms: read them now.
      return 'rooms' in done ? done : withChangedRooms(ctx, done, { roomIds: input.roomIds });
    }),
  /** Takes back one's own change of the last few seconds (issue 13): any staff role, own changes only. */
  undo: inHotel(undoInput, byUndoableAction)
    .output(z.array(boardRoom))
    .mutation(({ ctx, input }) => undoChange(ctx, input)),
  bulkDirty: inHotel(bulkInput, byHotelId('hotelId'), ...OFFICE)
    .meta(forApiTokens('rooms'))
    .output(withRoomsOutput(bulkResult))
    .mutation(async ({ ctx, input }) => {
      const answer = await bulkMarkDirty(ctx, input);
      return withChangedRooms(ctx, answer, { roomNumbers: answer.roomNumbers });
    }),
  bulkPms: inHotel(bulkInput, byHotelId('hotelId'), ...OFFICE)
    .meta(forApiTokens('rooms'))
    .output(withRoomsOutput(bulkResult))
    .mutation(async ({ ctx, input }) => {
      const answer = await bulkMarkPmsUpdated(ctx, input);
      return withChangedRooms(ctx, answer, { roomNumbers: answer.roomNumbers });
    }),
});
