import { initTRPC, TRPCError } from '@trpc/server';
import type { Context } from './context';
import type { Role } from '../../src-shared/roles';
import { MESSAGES } from '../../src-shared/errors';
import { toErrorBody } from './errors';

/** The one initTRPC of the app; everything else imports the builders below. */
const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error, type }) {
    const body = toErrorBody(error);
    // An unknown procedure's path is whatever the request said: not echoed.
    const path = type === 'unknown' ? undefined : shape.data.path;
    return { ...shape, message: body.error, data: { ...shape.data, path, stack: undefined, ...body } };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

/** Narrows ctx.actor to non-null: 401 when nobody is signed in. */
export const authedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.actor) throw new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.notSignedIn });
  return next({ ctx: { ...ctx, actor: ctx.actor } });
});

/** Roles are a set: name the ones allowed; anyone else signed in gets 403. */
export function roles(...allowed: Role[]) {
  return authedProcedure.use(({ ctx, next }) => {
    if (!allowed.includes(ctx.actor.role)) throw new TRPCError({ code: 'FORBIDDEN', message: MESSAGES.forbidden });
    return next();
  });
}
