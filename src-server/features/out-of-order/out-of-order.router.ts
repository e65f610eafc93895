import { forApiTokens, router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byRoomId } from '../../trpc/hotel-locators';
import { boardRoom } from '../../../src-shared/room-ops.schemas';
import { OUT_OF_ORDER_ROLES } from '../../../src-shared/room-status';
import { cancelScheduledOutOfOrderInput, returnToServiceInput, setOutOfOrderInput } from '../../../src-shared/out-of-order.schemas';
import { returnToService, setOutOfOrder } from './out-of-order.service';
import { cancelScheduledOutOfOrder } from './out-of-order-schedule.service';

/** Out of order (DESIGN §17): the rule table's roles (managers and admins), and integrations (a PMS's maintenance). */
export const outOfOrderRouter = router({
  set: inHotel(setOutOfOrderInput, byRoomId('roomId'), ...OUT_OF_ORDER_ROLES)
    .meta(forApiTokens('rooms'))
    .output(boardRoom)
    .mutation(({ ctx, input }) => setOutOfOrder(ctx, input)),
  returnToService: inHotel(returnToServiceInput, byRoomId('roomId'), ...OUT_OF_ORDER_ROLES)
    .meta(forApiTokens('rooms'))
    .output(boardRoom)
    .mutation(({ ctx, input }) => returnToService(ctx, input)),
  /** Drops an out of order set from a future date before it begins. */
  cancelScheduled: inHotel(cancelScheduledOutOfOrderInput, byRoomId('roomId'), ...OUT_OF_ORDER_ROLES)
    .meta(forApiTokens('rooms'))
    .output(boardRoom)
    .mutation(({ ctx, input }) => cancelScheduledOutOfOrder(ctx, input)),
});
