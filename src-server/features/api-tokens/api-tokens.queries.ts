import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { API_TOKEN_SCOPES, type ApiTokenScope, type ApiTokenView } from '../../../src-shared/api-tokens.schemas';

/** The stored scopes the app still knows (a scope a later version dropped reaches nothing). */
export function knownScopes(stored: string[]): ApiTokenScope[] {
  return API_TOKEN_SCOPES.filter((s) => stored.includes(s));
}

export function findActiveToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('api_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id', 't.user_id', 't.name', 't.hotel_id', 't.scopes', 't.last_used_at', 'u.email'])
    .where('t.token_hash', '=', tokenHash)
    .where('t.revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function touchToken(db: Db, id: string) {
  await db.updateTable('api_tokens').set({ last_used_at: sql`now()` }).where('id', '=', id).execute();
}

function toView(row: {
  id: string;
  name: string;
  hotel_id: string | null;
  scopes: string[];
  created_at: Date;
  last_used_at: Date | null;
}): ApiTokenView {
  return {
    id: row.id,
    name: row.name,
    hotelId: row.hotel_id,
    scopes: knownScopes(row.scopes),
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
  };
}

const VIEW_COLUMNS = ['id', 'name', 'hotel_id', 'scopes', 'created_at', 'last_used_at'] as const;

/** The tokens still in force, newest first; never the token nor its hash. */
export async function listActiveTokens(db: Db): Promise<ApiTokenView[]> {
  const rows = await db
    .selectFrom('api_tokens')
    .select(VIEW_COLUMNS)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toView);
}

export async function findTokenView(db: Db, id: string): Promise<ApiTokenView | undefined> {
  const row = await db.selectFrom('api_tokens').select(VIEW_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && toView(row);
}

/** Revoked, not deleted: the token's account keeps naming it in the history. */
export async function revokeToken(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('api_tokens')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
