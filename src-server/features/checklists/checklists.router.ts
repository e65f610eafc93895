import { z } from 'zod';
import { requireSelfOr, router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byHotelId, byRoomId } from '../../trpc/hotel-locators';
import {
  checklistIdInput,
  checklistOutput,
  createChecklistInput,
  hotelChecklistsInput,
  inspectionAnswer,
  inspectionPhotoInput,
  moveChecklistInput,
  roomChecklistInput,
  roomChecklistOutput,
  selfCheckInput,
  selfCheckListsOutput,
  selfCheckSettingInput,
  submitInspectionInput,
  tickFailedItemInput,
  updateChecklistInput,
} from '../../../src-shared/checklists.schemas';
import { boardRoom } from '../../../src-shared/room-ops.schemas';
import { INSPECTOR_ROLES } from '../../../src-shared/room-status';
import { byChecklistId } from './checklist-locator';
import { createChecklist, deleteChecklist, listChecklists, moveChecklist, roomChecklist, selfCheckLists, updateChecklist } from './checklists.service';
import { addInspectionPhoto, saveSelfCheck, setSelfCheck, submitInspection, tickFailedItem } from './inspections.service';
import { HOUSEKEEPING, INSPECTORS, MANAGERS } from '../../../src-shared/roles';

/** DESIGN §20: checklists (managers, admins) and scored inspections (managers, admins, supervisors). */
/**
 * A room's own attendant, or a manager or admin (403 for another housekeeper): the guard, not
 * the service, says who may tick her card's list (after inHotel: another hotel's room is 404).
 */
const ownRoomOrManagers = <TSchema extends z.ZodType<{ roomId: string }>>(schema: TSchema) =>
  inHotel(schema, byRoomId('roomId'), ...HOUSEKEEPING).use(async ({ ctx, input, next }) => {
    const row = await ctx.db.selectFrom('room_statuses').select('assigned_to').where('room_id', '=', (input as { roomId: string }).roomId).executeTakeFirst();
    requireSelfOr(ctx.actor, row?.assigned_to ?? '', MANAGERS);
    return next();
  });

export const checklistsRouter = router({
  byHotel: inHotel(hotelChecklistsInput, byHotelId('hotelId'), ...INSPECTORS)
    .output(z.array(checklistOutput))
    .query(({ ctx }) => listChecklists(ctx)),
  create: inHotel(createChecklistInput, byHotelId('hotelId'), ...MANAGERS)
    .output(checklistOutput)
    .mutation(({ ctx, input }) => createChecklist(ctx, input)),
  update: inHotel(updateChecklistInput, byChecklistId('id'), ...MANAGERS)
    .output(checklistOutput)
    .mutation(({ ctx, input }) => updateChecklist(ctx, input)),
  delete: inHotel(checklistIdInput, byChecklistId('id'), ...MANAGERS)
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) => deleteChecklist(ctx, input.id)),
  /** One place up or down in the hotel's list (the order a room's checklist is chosen in); answers the list in its new order. */
  move: inHotel(moveChecklistInput, byChecklistId('id'), ...MANAGERS)
    .output(z.array(checklistOutput))
    .mutation(({ ctx, input }) => moveChecklist(ctx, input)),
  /** The room's checklist for the inspector, and for the attendant's self-check. */
  forRoom: inHotel(roomChecklistInput, byRoomId('roomId'), ...INSPECTOR_ROLES, 'housekeeper')
    .output(roomChecklistOutput)
    .query(({ ctx, input }) => roomChecklist(ctx, input.roomId)),
  /** Kept on the attendant's phone so Mark Clean can ask for the room's list with no network. */
  forSelfCheck: inHotel(hotelChecklistsInput, byHotelId('hotelId'), ...HOUSEKEEPING)
    .output(selfCheckListsOutput)
    .query(({ ctx }) => selfCheckLists(ctx)),
  setSelfCheck: inHotel(selfCheckSettingInput, byHotelId('hotelId'), ...MANAGERS)
    .output(z.object({ selfCheck: z.boolean() }))
    .mutation(({ ctx, input }) => setSelfCheck(ctx, input.selfCheck)),
});

export const inspectionsRouter = router({
  submit: inHotel(submitInspectionInput, byRoomId('roomId'), ...INSPECTOR_ROLES)
    .output(inspectionAnswer)
    .mutation(({ ctx, input }) => submitInspection(ctx, input)),
  addPhoto: inHotel(inspectionPhotoInput, byRoomId('roomId'), ...INSPECTOR_ROLES)
    .output(z.object({ id: z.string() }))
    .mutation(({ ctx, input }) => addInspectionPhoto(ctx, input)),
  tickFailedItem: ownRoomOrManagers(tickFailedItemInput)
    .output(boardRoom)
    .mutation(({ ctx, input }) => tickFailedItem(ctx, input)),
  selfCheck: ownRoomOrManagers(selfCheckInput)
    .output(z.object({ itemIds: z.array(z.string()) }))
    .mutation(({ ctx, input }) => saveSelfCheck(ctx, input)),
});
