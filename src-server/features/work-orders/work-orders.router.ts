import { z } from 'zod';
import { forApiTokens, router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byHotelId, byRoomOrArea, byWorkOrderId } from '../../trpc/hotel-locators';
import {
  addPhotosInput,
  commentInput,
  createWorkOrderInput,
  listWorkOrdersInput,
  patchWorkOrderInput,
  photoInput,
  returnToServiceInput,
  workOrder,
  workOrderDetail,
} from '../../../src-shared/work-orders.schemas';
import { uuidSchema } from '../../../src-shared/auth.schemas';
import {
  addWorkOrderPhotos,
  commentOnWorkOrder,
  createWorkOrder,
  getWorkOrder,
  listHotelWorkOrders,
  patchWorkOrder,
  readWorkOrderPhoto,
  REPORTERS,
  returnToService,
  WORK_ORDER_STAFF,
} from './work-orders.service';
import { checkPhotos, decodePhotos } from '../photos/photo-check';

/** A photo as the REST path serves it (image bytes, not JSON). */
const photoOutput = z.object({ contentType: z.string(), bytes: z.custom<Buffer>((v) => Buffer.isBuffer(v)) });

export const workOrdersRouter = router({
  list: inHotel(listWorkOrdersInput, byHotelId('hotelId'), ...WORK_ORDER_STAFF)
    .meta(forApiTokens)
    .output(z.array(workOrder))
    .query(({ ctx, input }) => listHotelWorkOrders(ctx, input)),
  byId: inHotel(z.object({ id: uuidSchema }), byWorkOrderId('id'), ...REPORTERS)
    .meta(forApiTokens)
    .output(workOrderDetail)
    .query(({ ctx, input }) => getWorkOrder(ctx, input.id)),
  /** Photos over JSON are base64 (`photos`); the REST path takes them as multipart files. */
  create: inHotel(createWorkOrderInput.and(z.object({ photos: addPhotosInput.shape.photos.optional() })), byRoomOrArea, ...REPORTERS)
    .meta(forApiTokens)
    .output(workOrder)
    .mutation(({ ctx, input }) => {
      const { photos, ...rest } = input;
      return createWorkOrder(ctx, rest, photos && photos.length > 0 ? checkPhotos(decodePhotos(photos)) : []);
    }),
  patch: inHotel(patchWorkOrderInput, byWorkOrderId('id'), ...WORK_ORDER_STAFF)
    .meta(forApiTokens)
    .output(workOrder)
    .mutation(({ ctx, input }) => patchWorkOrder(ctx, input)),
  comment: inHotel(commentInput, byWorkOrderId('id'), ...WORK_ORDER_STAFF)
    .output(workOrderDetail)
    .mutation(({ ctx, input }) => commentOnWorkOrder(ctx, input)),
  addPhotos: inHotel(addPhotosInput, byWorkOrderId('id'), ...REPORTERS)
    .output(workOrder)
    .mutation(({ ctx, input }) => addWorkOrderPhotos(ctx, input)),
  photo: inHotel(photoInput, byWorkOrderId('id'), ...REPORTERS)
    .output(photoOutput)
    .query(({ ctx, input }) => readWorkOrderPhoto(ctx, input)),
  returnToService: inHotel(returnToServiceInput, byWorkOrderId('id'), ...WORK_ORDER_STAFF)
    .meta(forApiTokens)
    .output(workOrder)
    .mutation(({ ctx, input }) => returnToService(ctx, input)),
});
