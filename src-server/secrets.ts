import crypto from 'node:crypto';
import webpush from 'web-push';
import type { Config } from './config';
import type { Db } from './db/connection';
import { getOrCreateSetting } from './db/settings.queries';

export interface Secrets {
  sessionKeys: Buffer[];
  vapid: { publicKey: string; privateKey: string; subject: string };
}

/**
 * Secrets come from the environment, or are generated on first start and kept in the
 * database so restarts (and every other instance on the same database) share them.
 */
export async function loadSecrets(db: Db, config: Config): Promise<Secrets> {
  const keys = config.sessionKeys ?? [
    await getOrCreateSetting(db, 'session_key', () => crypto.randomBytes(32).toString('hex')),
  ];
  const sessionKeys = keys.map((hex) => {
    const key = Buffer.from(hex, 'hex');
    if (key.length !== 32) throw new Error('SESSION_KEYS must be 32-byte hex keys (64 hex characters each)');
    return key;
  });
  const vapid =
    config.vapid ??
    JSON.parse(
      await getOrCreateSetting(db, 'vapid_keys', () =>
        JSON.stringify({ ...webpush.generateVAPIDKeys(), subject: 'mailto:admin@localhost' }),
      ),
    );
  return { sessionKeys, vapid };
}
