import type { z } from 'zod';
import type { Db } from '../db/connection';
import type { Actor } from './context';
import type { Role } from '../../src-shared/roles';
import { principalProcedure, requireSelfOr, rolesOrTokens } from './init';
import type { ErrorReason } from '../../src-shared/error-reasons';
import { fail } from './errors';

/**
 * Hotel scope, enforced in one place (DESIGN §2, §4). Every procedure that reads or changes
 * one hotel's data is built with `inHotel(schema, locator)`: the locator finds the hotel from
 * the input (a hotelId) or from the row the input names (a room, a note, a late checkout, a
 * user). Staff reach only their own hotel, admins any; anything else is answered 404 as if it
 * did not exist. The resolver then sees `ctx.hotelId`, the hotel it is allowed to touch, and
 * services write and read within it. A hotel-scoped procedure built another way fails the
 * authorization matrix test (src-server/trpc/authorization-matrix.suite.ts).
 */
export interface HotelLocator<TInput> {
  /** The hotel the input belongs to; null when what it names does not exist. */
  locate(db: Db, input: TInput, actor: Actor): Promise<string | null>;
  /** The 404 message: 'Room not found', 'Hotel not found', ... */
  notFound: ErrorReason;
}

/** What a service of a hotel-scoped procedure is handed: the hotel the middleware allowed. */
export interface HotelScope {
  hotelId: string;
}

/** Admins act in every hotel, and so does an API token made for every hotel (DESIGN §14). */
export function reachesEveryHotel(actor: Actor): boolean {
  return actor.kind === 'token' ? actor.hotelId === null : actor.role === 'admin';
}

/** The hotels a list shows the actor: every one, or their own (none without a hotel). */
export type HotelsInView = { every: true } | { hotelId: string | null };
export function hotelsInView(actor: Actor): HotelsInView {
  return reachesEveryHotel(actor) ? { every: true } : { hotelId: actor.hotelId };
}

/** Staff act only in their own hotel; admins in any; a token in its own or, made for every hotel, in any. */
export function actorReachesHotel(actor: Actor, hotelId: string): boolean {
  return reachesEveryHotel(actor) || actor.hotelId === hotelId;
}

/**
 * A procedure scoped to one hotel, optionally limited to some roles (403 for the others,
 * checked first so a refused role learns nothing about which ids exist).
 */
export function inHotel<TSchema extends z.ZodType>(
  schema: TSchema,
  locator: HotelLocator<z.output<TSchema>>,
  ...allowed: Role[]
) {
  const base = allowed.length > 0 ? rolesOrTokens(...allowed) : principalProcedure;
  return base.input(schema).use(async ({ ctx, input, next }) => {
    const hotelId = await locator.locate(ctx.db, input as z.output<TSchema>, ctx.actor);
    if (hotelId === null || !actorReachesHotel(ctx.actor, hotelId)) fail('NOT_FOUND', locator.notFound);
    return next({ ctx: { hotelId } });
  });
}

/**
 * One row of a hotel that its own person reaches (a report's reporter, a find's finder) and,
 * whoever that is, the roles in `anyone` and tokens (403 for the others): `inHotel` first, so
 * another hotel's row is 404 before its person is looked at.
 */
export function inHotelOwnOr<TSchema extends z.ZodType<{ id: string }>>(
  schema: TSchema,
  locator: HotelLocator<z.output<TSchema>>,
  personOf: (db: Db, id: string) => Promise<string | null>,
  anyone: readonly Role[],
  ...allowed: Role[]
) {
  return inHotel(schema, locator, ...allowed).use(async ({ ctx, input, next }) => {
    const person = await personOf(ctx.db, (input as { id: string }).id);
    requireSelfOr(ctx.actor, person ?? '', anyone);
    return next();
  });
}
