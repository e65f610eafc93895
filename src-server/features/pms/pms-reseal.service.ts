import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import type { AnyPmsCredentials } from '../../../src-shared/pms.schemas';
import { decryptCredentials, encryptCredentials, isLegacySeal, type CredentialKeys } from './pms-crypto';

/** A webhook secret of our making, for a connection saved without one: a webhook is never taken without it (DESIGN §19). */
export function newWebhookSecret(): string {
  return crypto.randomBytes(24).toString('base64url');
}

/**
 * The upgrade to SECRETS_KEY (DESIGN §19), at each start: connections sealed the old way
 * (under SESSION_KEYS) are opened with the session keys and sealed again under SECRETS_KEY,
 * each only if no one saved it meanwhile. A connection that had no webhook secret gets one
 * (its webhooks were taken unchecked before; now they need it). Without SECRETS_KEY the old
 * seals keep working, and the start says once that they wait for the key. A seal no key
 * opens is left for the admin to save again (its sync fails with that word).
 */
export async function resealPmsCredentials(db: Db, keys: CredentialKeys, log: Pick<FastifyBaseLogger, 'warn' | 'info'>): Promise<number> {
  const legacy = await db.selectFrom('pms_connections').select(['id', 'credentials']).where('credentials', 'like', 'v1.%').execute();
  if (legacy.length === 0) return 0;
  if (!keys.secretsKey) {
    log.warn({ connections: legacy.length }, 'PMS credentials are still sealed under SESSION_KEYS: set SECRETS_KEY (openssl rand -hex 32) so they are sealed with a key kept out of the database');
    return 0;
  }
  let resealed = 0;
  for (const row of legacy) {
    if (!isLegacySeal(row.credentials)) continue;
    let plain: AnyPmsCredentials;
    try {
      plain = decryptCredentials<AnyPmsCredentials>(keys, row.credentials);
    } catch {
      log.warn({ connectionId: row.id }, 'PMS credentials sealed under SESSION_KEYS cannot be opened with the current keys: the admin must save them again');
      continue;
    }
    const sealed = encryptCredentials(keys.secretsKey, { ...plain, webhookSecret: plain.webhookSecret || newWebhookSecret() });
    const done = await db
      .updateTable('pms_connections')
      .set({ credentials: sealed })
      .where('id', '=', row.id)
      .where('credentials', '=', row.credentials)
      .executeTakeFirst();
    resealed += Number(done.numUpdatedRows);
  }
  if (resealed > 0) log.info({ connections: resealed }, 'PMS credentials sealed again under SECRETS_KEY');
  return resealed;
}
