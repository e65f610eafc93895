import { z } from 'zod';
import { authedProcedure, publicProcedure, router } from '../../trpc/init';
import { subscribeInput } from '../../../src-shared/push.schemas';
import { subscribeToPush, vapidPublicKey } from './push.service';

export const pushRouter = router({
  vapidPublicKey: publicProcedure.output(z.object({ publicKey: z.string() })).query(({ ctx }) => vapidPublicKey(ctx)),
  subscribe: authedProcedure
    .input(subscribeInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) => subscribeToPush(ctx, input)),
});
