import { z } from 'zod';
import { authedProcedure, roles, router } from '../../trpc/init';
import { hotelIdInput } from '../../../src-shared/room-ops.schemas';
import { addLateCheckoutInput, lateCheckout, resolveLateCheckoutInput } from '../../../src-shared/late-checkouts.schemas';
import { addLateCheckout, listUnresolvedLateCheckouts, resolveLateCheckout } from './late-checkouts.service';

export const lateCheckoutsRouter = router({
  unresolved: authedProcedure
    .input(hotelIdInput)
    .output(z.array(lateCheckout))
    .query(({ ctx, input }) => listUnresolvedLateCheckouts(ctx, input.hotelId)),
  add: roles('admin', 'manager', 'frontdesk')
    .input(addLateCheckoutInput)
    .output(lateCheckout)
    .mutation(({ ctx, input }) => addLateCheckout(ctx, input)),
  resolve: roles('admin', 'manager', 'frontdesk')
    .input(resolveLateCheckoutInput)
    .output(lateCheckout)
    .mutation(({ ctx, input }) => resolveLateCheckout(ctx, input.id)),
});
