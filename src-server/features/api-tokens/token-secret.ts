import crypto from 'node:crypto';
import { API_TOKEN_PREFIX } from '../../../src-shared/api-tokens.schemas';

/** `hk_` and 32 random bytes, base64url (DESIGN §14): shown once, never stored. */
export function newApiToken(): string {
  return API_TOKEN_PREFIX + crypto.randomBytes(32).toString('base64url');
}

/**
 * What the database keeps instead: SHA-256, not a slow password hash, since the token is 256
 * random bits (nothing to guess) and every request of an integration looks it up.
 */
export function hashApiToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
