import type { Context, Actor } from '../../trpc/context';
import { fail } from '../../trpc/errors';
import type { ApiTokenView, CreateApiTokenInput, CreatedApiToken } from '../../../src-shared/api-tokens.schemas';
import { hashApiToken, newApiToken } from './token-secret';
import { findTokenView, listActiveTokens, revokeToken } from './api-tokens.queries';

type Deps = Pick<Context, 'db'> & { actor: Actor };

/**
 * A token acts as an account of its own, so every "who did it" column and the history name
 * it. That account can never sign in: no password matches its hash marker, it has no PIN,
 * it is not approved and belongs to no hotel, and its role is 'integration', no person's role:
 * every query of people (users.queries.ts, staff.queries.ts) leaves it out, and reports never
 * count it as staff. A token acts as a TokenActor, with no staff role at all (trpc/context.ts),
 * allowed by what procedures declare for tokens.
 */
function tokenAccount(name: string) {
  return {
    email: `${crypto.randomUUID()}@api-tokens.invalid`,
    password_hash: '!api-token',
    pin_hash: null,
    full_name: name,
    alias: null,
    role: 'integration' as const,
    hotel_id: null,
    status: 'rejected' as const,
    requested_hotel_name: null,
    pin_locked_at: null,
  };
}

export async function createApiToken(ctx: Deps, input: CreateApiTokenInput): Promise<CreatedApiToken> {
  if (input.hotelId !== null) {
    const hotel = await ctx.db.selectFrom('hotels').select('id').where('id', '=', input.hotelId).executeTakeFirst();
    if (!hotel) fail('NOT_FOUND', 'HOTEL_NOT_FOUND');
  }
  const token = newApiToken();
  const id = await ctx.db.transaction().execute(async (trx) => {
    const account = await trx.insertInto('users').values(tokenAccount(input.name)).returning('id').executeTakeFirstOrThrow();
    const row = await trx
      .insertInto('api_tokens')
      .values({
        name: input.name,
        hotel_id: input.hotelId,
        scopes: input.scopes,
        token_hash: hashApiToken(token),
        user_id: account.id,
        created_by: ctx.actor.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  const { lastUsedAt: _unused, ...view } = (await findTokenView(ctx.db, id))!;
  return { ...view, token };
}

export function listApiTokens(ctx: Deps): Promise<ApiTokenView[]> {
  return listActiveTokens(ctx.db);
}

export async function revokeApiToken(ctx: Deps, id: string) {
  if (!(await revokeToken(ctx.db, id))) fail('NOT_FOUND', 'API_TOKEN_NOT_FOUND');
  return { success: true as const };
}
