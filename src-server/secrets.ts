import crypto from 'node:crypto';
import webpush from 'web-push';
import type { Config } from './config';
import type { Db } from './db/connection';
import { getOrCreateSetting } from './db/settings.queries';

export interface Secrets {
  sessionKeys: Buffer[];
  /** SECRETS_KEY: only ever from the environment (DESIGN §19); null when not set. */
  secretsKey: Buffer | null;
  vapid: { publicKey: string; privateKey: string; subject: string };
}

/**
 * Secrets come from the environment, or are generated on first start and kept in the
 * database so restarts (and every other instance on the same database) share them; the
 * PMS credentials key never is (a copy of the database must not open them).
 * The VAPID subject always comes from the configuration: stored keys from before it
 * was set keep working with the new subject.
 */
export async function loadSecrets(db: Db, config: Config): Promise<Secrets> {
  const keys = config.sessionKeys ?? [
    await getOrCreateSetting(db, 'session_key', () => crypto.randomBytes(32).toString('hex')),
  ];
  const sessionKeys = keys.map((hex) => Buffer.from(hex, 'hex'));
  const { publicKey, privateKey } =
    config.vapidKeys ??
    (JSON.parse(await getOrCreateSetting(db, 'vapid_keys', () => JSON.stringify(webpush.generateVAPIDKeys()))) as {
      publicKey: string;
      privateKey: string;
    });
  const secretsKey = config.secretsKey ? Buffer.from(config.secretsKey, 'hex') : null;
  return { sessionKeys, secretsKey, vapid: { publicKey, privateKey, subject: config.vapidSubject } };
}
