import { z } from 'zod';
import { roles, router } from '../../trpc/init';
import { apiTokenIdInput, apiTokenView, createApiTokenInput, createdApiToken } from '../../../src-shared/api-tokens.schemas';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.service';

/** DESIGN §14: admins manage tokens; no token may (they declare no apiTokens meta). */
export const apiTokensRouter = router({
  list: roles('admin')
    .output(z.array(apiTokenView))
    .query(({ ctx }) => listApiTokens(ctx)),
  create: roles('admin')
    .input(createApiTokenInput)
    .output(createdApiToken)
    .mutation(({ ctx, input }) => createApiToken(ctx, input)),
  revoke: roles('admin')
    .input(apiTokenIdInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) => revokeApiToken(ctx, input.id)),
});
