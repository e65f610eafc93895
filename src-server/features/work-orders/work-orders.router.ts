import { z } from 'zod';
import { forApiTokens, router } from '../../trpc/init';
import type { Actor } from '../../trpc/context';
import { MAINTENANCE, OFFICE, type Role } from '../../../src-shared/roles';
import { inHotel, inHotelOwnOr } from '../../trpc/hotel-scope';
import { byHotelId, byRoomOrArea, byWorkOrderId } from '../../trpc/hotel-locators';
import {
  addPhotosInput,
  commentInput,
  createdWorkOrder,
  createWorkOrderInput,
  listWorkOrdersInput,
  patchWorkOrderInput,
  photoInput,
  returnToServiceInput,
  workOrder,
  workOrderDetail,
} from '../../../src-shared/work-orders.schemas';
import { uuidSchema } from '../../../src-shared/auth.schemas';
import { expectedVersionSchema } from '../../../src-shared/room-lifecycle.schemas';
import {
  addWorkOrderPhotos,
  commentOnWorkOrder,
  createWorkOrder,
  getWorkOrder,
  listHotelWorkOrders,
  patchWorkOrder,
  readWorkOrderPhoto,
  returnToService,
} from './work-orders.service';
import { workOrderReporter } from './work-orders.queries';
import { checkPhotos, decodePhotos } from '../photos/photo-check';

/** A photo as the REST path serves it (image bytes, not JSON). */
const photoOutput = z.object({ contentType: z.string(), bytes: z.custom<Buffer>((v) => Buffer.isBuffer(v)) });

/** Who works the work orders of a hotel (DESIGN §18): they see, assign, comment and close them. */
const WORK_ORDER_STAFF: readonly Role[] = MAINTENANCE;
/** Everyone in the hotel may report a problem, from the room or the desk. */
const REPORTERS: readonly Role[] = [...OFFICE, 'housekeeper', 'maintenance'];

/** An integration works the orders as the maintenance staff do. */
const isStaff = (actor: Actor) => actor.kind === 'token' || WORK_ORDER_STAFF.includes(actor.role);

/** One report: a reporter follows their own (403 for another's); the maintenance staff and tokens any. */
const ownReportOrStaff = <TSchema extends z.ZodType<{ id: string }>>(schema: TSchema) =>
  inHotelOwnOr(schema, byWorkOrderId('id'), workOrderReporter, WORK_ORDER_STAFF, ...REPORTERS);

export const workOrdersRouter = router({
  list: inHotel(listWorkOrdersInput, byHotelId('hotelId'), ...WORK_ORDER_STAFF)
    .meta(forApiTokens('work-orders'))
    .output(z.array(workOrder))
    .query(({ ctx, input }) => listHotelWorkOrders(ctx, input)),
  byId: ownReportOrStaff(z.object({ id: uuidSchema }))
    .meta(forApiTokens('work-orders'))
    .output(workOrderDetail)
    .query(({ ctx, input }) => getWorkOrder(ctx, input.id)),
  /**
   * Photos over JSON are base64 (`photos`); the REST path takes them as multipart files.
   * `expectedVersion` (kept out of work-orders.schemas.ts, which room-lifecycle.schemas.ts
   * imports): the room version the device saw at the tap (DESIGN §6); when someone else changed
   * the room since, the report is still made but the room is not taken out of order (roomRefusal).
   */
  create: inHotel(
    createWorkOrderInput.and(z.object({ photos: addPhotosInput.shape.photos.optional(), expectedVersion: expectedVersionSchema.optional(), expectedAssignedTo: uuidSchema.nullish() })),
    byRoomOrArea,
    ...REPORTERS,
  )
    .meta(forApiTokens('work-orders'))
    .output(createdWorkOrder)
    .mutation(({ ctx, input }) => {
      const { photos, ...rest } = input;
      return createWorkOrder(ctx, rest, photos && photos.length > 0 ? checkPhotos(decodePhotos(photos)) : [], isStaff(ctx.actor));
    }),
  patch: inHotel(patchWorkOrderInput, byWorkOrderId('id'), ...WORK_ORDER_STAFF)
    .meta(forApiTokens('work-orders'))
    .output(workOrder)
    .mutation(({ ctx, input }) => patchWorkOrder(ctx, input)),
  comment: inHotel(commentInput, byWorkOrderId('id'), ...WORK_ORDER_STAFF)
    .output(workOrderDetail)
    .mutation(({ ctx, input }) => commentOnWorkOrder(ctx, input)),
  addPhotos: ownReportOrStaff(addPhotosInput)
    .output(workOrder)
    .mutation(({ ctx, input }) => addWorkOrderPhotos(ctx, input)),
  photo: ownReportOrStaff(photoInput)
    .output(photoOutput)
    .query(({ ctx, input }) => readWorkOrderPhoto(ctx, input)),
  returnToService: inHotel(returnToServiceInput, byWorkOrderId('id'), ...WORK_ORDER_STAFF)
    .meta(forApiTokens('work-orders'))
    .output(workOrder)
    .mutation(({ ctx, input }) => returnToService(ctx, input)),
});
