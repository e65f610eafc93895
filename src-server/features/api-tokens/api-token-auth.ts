import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import type { TokenActor } from '../../trpc/context';
import { fail, RetryAfterError } from '../../trpc/errors';
import { API_TOKEN_PREFIX, API_TOKEN_RATE_PER_SECOND } from '../../../src-shared/api-tokens.schemas';
import { hashApiToken } from './token-secret';
import { createRateLimiter } from './rate-limit';
import { findActiveToken, knownScopes, touchToken } from './api-tokens.queries';

/** lastUsedAt is a hint for the admin, not an audit log: written at most once a minute per token. */
const LAST_USED_GRANULARITY_MS = 60_000;

export interface ApiTokenGate {
  /** The token's principal; 401 for an unknown or revoked token, 429 past the rate limit. */
  authenticate(token: string): Promise<TokenActor>;
}

/** The token of `Authorization: Bearer hk_…`, or null when the request carries none. */
export function bearerTokenOf(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match && match[1]!.startsWith(API_TOKEN_PREFIX) ? match[1]! : null;
}

export function createApiTokenGate(db: Db): ApiTokenGate {
  const limiter = createRateLimiter(API_TOKEN_RATE_PER_SECOND);
  return {
    async authenticate(token) {
      const row = await findActiveToken(db, hashApiToken(token));
      if (!row) fail('UNAUTHORIZED', 'API_TOKEN_INVALID');
      const wait = limiter.take(row.id);
      if (wait > 0) fail('TOO_MANY_REQUESTS', 'API_TOKEN_TOO_FAST', { values: { max: String(API_TOKEN_RATE_PER_SECOND) }, cause: new RetryAfterError(wait) });
      const lastUsed = row.last_used_at ? new Date(row.last_used_at).getTime() : 0;
      if (Date.now() - lastUsed > LAST_USED_GRANULARITY_MS) await touchToken(db, row.id);
      return { kind: 'token', id: row.user_id, tokenId: row.id, fullName: row.name, hotelId: row.hotel_id, scopes: knownScopes(row.scopes) };
    },
  };
}
