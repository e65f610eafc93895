import { router, forApiTokens, requireSelfOr } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byHotelId, byUserId } from '../../trpc/hotel-locators';
import {
  myPriorities as myPrioritiesOutput,
  myPrioritiesInput,
  queueOrder,
  readyTimes as readyTimesOutput,
  readyTimesInput,
  reorderQueueInput,
} from '../../../src-shared/arrivals.schemas';
import { myPriorities, readyTimes } from './ready-times.service';
import { HOUSEKEEPING, MANAGERS, OFFICE } from '../../../src-shared/roles';
import { reorderQueue } from './queue-order.service';

const hotel = byHotelId('hotelId');

/** DESIGN §22: the arrival-driven day. Ready times are the desk's and managers' (and a PMS's with occupancy:read). */
export const arrivalsRouter = router({
  readyTimes: inHotel(readyTimesInput, hotel, ...OFFICE)
    .meta(forApiTokens('occupancy'))
    .output(readyTimesOutput)
    .query(({ ctx, input }) => readyTimes(ctx, input.date)),
  /** The attendant's own rooms' arrivals and her own order, for the order of her list on the phone. */
  myPriorities: inHotel(myPrioritiesInput, hotel, 'housekeeper')
    .output(myPrioritiesOutput)
    .query(({ ctx }) => myPriorities(ctx)),
  /** Her own order: hers to set (403 for another attendant), or a manager's or admin's of her hotel (404 for another hotel). */
  reorder: inHotel(reorderQueueInput, byUserId('userId'), ...HOUSEKEEPING)
    .use(({ ctx, input, next }) => {
      requireSelfOr(ctx.actor, input.userId, MANAGERS);
      return next();
    })
    .output(queueOrder)
    .mutation(({ ctx, input }) => reorderQueue(ctx, input)),
});
