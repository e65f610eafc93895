import { initTRPC } from '@trpc/server';
import type { Actor, Context } from './context';
import type { Role } from '../../src-shared/roles';
import { fail, toErrorBody } from './errors';

/** What a procedure declares about itself beyond its guard. */
export interface ProcedureMeta {
  /**
   * API tokens may call it (DESIGN §14): only hotel-scoped procedures (inHotel) of the
   * hotel's rooms, late checkouts and notes say so. A read token may call the queries only.
   */
  apiTokens?: true;
}

/** `.meta(forApiTokens)`: API tokens may call this hotel-scoped procedure (DESIGN §14). */
export const forApiTokens: ProcedureMeta = { apiTokens: true };

/** The one initTRPC of the app; everything else imports the builders below. */
const t = initTRPC.context<Context>().meta<ProcedureMeta>().create({
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

/**
 * Narrows ctx.actor to non-null: 401 when nobody is signed in. An API token reaches only the
 * procedures that declare `apiTokens` in their meta, and a read token only their queries
 * (403 otherwise): one rule for every procedure, whatever its guard.
 */
export const authedProcedure = t.procedure.use(({ ctx, meta, type, next }) => {
  if (!ctx.actor) fail('UNAUTHORIZED', 'NOT_SIGNED_IN');
  const token = ctx.actor.apiToken;
  if (token && !meta?.apiTokens) fail('FORBIDDEN', 'API_TOKEN_NOT_ALLOWED');
  if (token?.scope === 'read' && type !== 'query') fail('FORBIDDEN', 'API_TOKEN_READ_ONLY');
  return next({ ctx: { ...ctx, actor: ctx.actor } });
});

/** Roles are a set: name the ones allowed; anyone else signed in gets 403. */
export function roles(...allowed: Role[]) {
  return authedProcedure.use(({ ctx, next }) => {
    if (!allowed.includes(ctx.actor.role)) fail('FORBIDDEN', 'FORBIDDEN');
    return next();
  });
}

/** A role check inside a procedure's own guard (`.use`), when the roles depend on the input. */
export function requireRole(actor: Actor, allowed: readonly Role[]): void {
  if (!allowed.includes(actor.role)) fail('FORBIDDEN', 'FORBIDDEN');
}

/**
 * The input names a person: a caller may name themselves, and only the roles in `anyone`
 * may name someone else (403): a housekeeper reads their own rooms, a user their own role.
 */
export function requireSelfOr(actor: Actor, userId: string, anyone: readonly Role[]): void {
  if (actor.id !== userId) requireRole(actor, anyone);
}
