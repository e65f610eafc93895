import { initTRPC } from '@trpc/server';
import { loadActor, type Actor, type Context, type UserActor } from './context';
import { forgetSessionUser, isProvisional } from './session-cache';
import type { Role } from '../../src-shared/roles';
import { fail, isDatabaseUnavailable, toErrorBody } from './errors';
import { scopeFor, type ApiTokenResource } from '../../src-shared/api-tokens.schemas';

/** What a procedure declares about itself beyond its guard. */
export interface ProcedureMeta {
  /**
   * API tokens may call it (DESIGN §14, issue 28), and which resource it belongs to: a token
   * needs `<resource>:read` for a query, `<resource>:write` for anything else. Only
   * hotel-scoped procedures (inHotel) say so.
   */
  apiTokens?: ApiTokenResource;
  /** Anyone may call it, signed in or not (publicProcedure says so): the OpenAPI document asks no credentials of it. */
  public?: true;
}

/** `.meta(forApiTokens('rooms'))`: API tokens holding the resource's scope may call this hotel-scoped procedure. */
export function forApiTokens(resource: ApiTokenResource): ProcedureMeta {
  return { apiTokens: resource };
}

/** The scope a token needs for a procedure of this type: a query reads, anything else writes. */
export function tokenScopeFor(resource: ApiTokenResource, type: string): string {
  return scopeFor(resource, type === 'query' ? 'read' : 'write');
}

/** The one initTRPC of the app; everything else imports the builders below. */
const t = initTRPC.context<Context>().meta<ProcedureMeta>().create({
  errorFormatter({ shape, error, type }) {
    const body = toErrorBody(error);
    // An unknown procedure's path is whatever the request said: not echoed.
    const path = type === 'unknown' ? undefined : shape.data.path;
    // The status the answer carries (responseMeta), so the client's error says it too.
    const httpStatus = isDatabaseUnavailable(error) ? 503 : shape.data.httpStatus;
    return { ...shape, message: body.error, data: { ...shape.data, httpStatus, path, stack: undefined, ...body } };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.meta({ public: true });

/**
 * Narrows ctx.actor to non-null: 401 when nobody is signed in. An API token reaches only the
 * procedures that declare `apiTokens` in their meta, and only with the scope that names the
 * procedure's resource and access (403 otherwise): one rule for every procedure, whatever
 * its guard. ctx.actor is then a user or a token (hotel-scoped procedures, inHotel, are built on this).
 */
export const principalProcedure = t.procedure.use(async ({ ctx, meta, type, next }) => {
  const actor = ctx.actor;
  if (!actor) fail('UNAUTHORIZED', 'NOT_SIGNED_IN');
  if (isProvisional(actor)) {
    // From the session cache (session-cache.ts): the procedure confirms it in its first statement.
    const result = await next({ ctx: { ...ctx, actor } });
    if (result.ok && !isProvisional(actor)) return result;
    // It failed (or did not confirm): the answer is the one a fresh look-up would have given.
    const fresh = await loadActor(ctx.db, ctx.session.read());
    if (!fresh) {
      forgetSessionUser(actor.id);
      fail('UNAUTHORIZED', 'NOT_SIGNED_IN');
    }
    if (result.ok || sameStanding(fresh, actor)) return result;
    return next({ ctx: { ...ctx, actor: fresh } });
  }
  if (actor.kind === 'token') {
    if (!meta?.apiTokens) fail('FORBIDDEN', 'API_TOKEN_NOT_ALLOWED');
    const scope = tokenScopeFor(meta.apiTokens, type);
    if (!(actor.scopes as readonly string[]).includes(scope)) fail('FORBIDDEN', 'API_TOKEN_SCOPE_MISSING', { values: { scope } });
  }
  return next({ ctx: { ...ctx, actor } });
});

/** Whether two looks at a user agree on whether and where they may act. */
function sameStanding(a: UserActor, b: UserActor): boolean {
  return a.sessionVersion === b.sessionVersion && a.status === b.status && a.role === b.role && a.hotelId === b.hotelId;
}

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
