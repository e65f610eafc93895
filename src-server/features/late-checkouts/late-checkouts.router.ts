import { z } from 'zod';
import { forApiTokens, router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byHotelId, byLateCheckoutId, byLateCheckoutRoom } from '../../trpc/hotel-locators';
import { hotelIdInput, withChangedRooms as withRoomsOutput } from '../../../src-shared/room-ops.schemas';
import { withChangedRooms } from '../room-statuses/changed-rooms';
import { addLateCheckoutInput, lateCheckout, resolveLateCheckoutInput } from '../../../src-shared/late-checkouts.schemas';
import { addLateCheckout, listUnresolvedLateCheckouts, resolveLateCheckout } from './late-checkouts.service';
import { OFFICE } from '../../../src-shared/roles';

export const lateCheckoutsRouter = router({
  unresolved: inHotel(hotelIdInput, byHotelId('hotelId'))
    .meta(forApiTokens('late-checkouts'))
    .output(z.array(lateCheckout))
    .query(({ ctx }) => listUnresolvedLateCheckouts(ctx, ctx.hotelId)),
  add: inHotel(addLateCheckoutInput, byLateCheckoutRoom, ...OFFICE)
    .meta(forApiTokens('late-checkouts'))
    .output(withRoomsOutput(lateCheckout))
    .mutation(async ({ ctx, input }) => {
      const late = await addLateCheckout(ctx, input);
      return withChangedRooms(ctx, late, { roomIds: [late.roomId] });
    }),
  resolve: inHotel(resolveLateCheckoutInput, byLateCheckoutId('id'), ...OFFICE)
    .meta(forApiTokens('late-checkouts'))
    .output(withRoomsOutput(lateCheckout))
    .mutation(async ({ ctx, input }) => {
      const late = await resolveLateCheckout(ctx, input);
      return withChangedRooms(ctx, late, { roomIds: [late.roomId] });
    }),
});
