import { z } from 'zod';
import { authedProcedure, requireSelfOr } from '../../trpc/init';
import { roleOutput, uuidSchema } from '../../../src-shared/auth.schemas';
import { getUserRole } from './auth.service';

/**
 * One's own role, or anyone's for an admin (403 otherwise): served as auth.userRole and as
 * roles.forUser (GET /api/user-roles/user/{id}), one procedure and one rule for both.
 */
export const userRoleProcedure = authedProcedure
  .input(z.object({ userId: uuidSchema }))
  .use(({ ctx, input, next }) => {
    requireSelfOr(ctx.actor, input.userId, ['admin']);
    return next();
  })
  .output(roleOutput)
  .query(({ ctx, input }) => getUserRole(ctx, input.userId));
