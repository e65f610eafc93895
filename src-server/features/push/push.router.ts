import { z } from 'zod';
import { authedProcedure, publicProcedure, requireSelfOr, router } from '../../trpc/init';
import { subscribeInput } from '../../../src-shared/push.schemas';
import { subscribeToPush, vapidPublicKey } from './push.service';

export const pushRouter = router({
  vapidPublicKey: publicProcedure.output(z.object({ publicKey: z.string() })).query(({ ctx }) => vapidPublicKey(ctx)),
  // A device subscribes for its signed-in user only: naming anyone else is 403, whatever the role.
  subscribe: authedProcedure
    .input(subscribeInput)
    .use(({ ctx, input, next }) => {
      if (input.userId) requireSelfOr(ctx.actor, input.userId, []);
      return next();
    })
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) => subscribeToPush(ctx, input)),
});
