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
 * (403 otherwise): one rule for every procedure, whatever its guard. ctx.actor is then a
 * user or a token (hotel-scoped procedures, inHotel, are built on this).
 */
export const principalProcedure = t.procedure.use(({ ctx, meta, type, next }) => {
  const actor = ctx.actor;
  if (!actor) fail('UNAUTHORIZED', 'NOT_SIGNED_IN');
  if (actor.kind === 'token') {
    if (!meta?.apiTokens) fail('FORBIDDEN', 'API_TOKEN_NOT_ALLOWED');
    if (actor.scope === 'read' && type !== 'query') fail('FORBIDDEN', 'API_TOKEN_READ_ONLY');
  }
  return next({ ctx: { ...ctx, actor } });
});

/** A signed-in user (a token is refused, 403, whatever the procedure declares): ctx.actor is a UserActor. */
export const authedProcedure = principalProcedure.use(({ ctx, next }) => {
  const actor = ctx.actor;
  if (actor.kind !== 'user') fail('FORBIDDEN', 'API_TOKEN_NOT_ALLOWED');
  return next({ ctx: { ...ctx, actor } });
});

/** Roles are a set: name the ones allowed; anyone else signed in gets 403. Users only. */
export function roles(...allowed: Role[]) {
  return authedProcedure.use(({ ctx, next }) => {
    if (!allowed.includes(ctx.actor.role)) fail('FORBIDDEN', 'FORBIDDEN');
    return next();
  });
}

/**
 * Roles for users; a token that reached the procedure (it declares tokens, and the scope
 * fits) is allowed by that declaration, not by posing as one of the roles.
 */
export function rolesOrTokens(...allowed: Role[]) {
  return principalProcedure.use(({ ctx, next }) => {
    requireRole(ctx.actor, allowed);
    return next();
  });
}

/** A role check inside a procedure's own guard (`.use`), when the roles depend on the input; tokens as in rolesOrTokens. */
export function requireRole(actor: Actor, allowed: readonly Role[]): void {
  if (actor.kind === 'user' && !allowed.includes(actor.role)) fail('FORBIDDEN', 'FORBIDDEN');
}

/**
 * The input names a person: a user may name themselves, and only the roles in `anyone`
 * may name someone else (403): a housekeeper reads their own rooms, a user their own role.
 */
export function requireSelfOr(actor: Actor, userId: string, anyone: readonly Role[]): void {
  if (actor.id !== userId) requireRole(actor, anyone);
}
