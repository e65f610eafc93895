import crypto from 'node:crypto';

/**
 * PMS credentials at rest (DESIGN §19): AES-256-GCM under SECRETS_KEY, a key that lives in
 * the environment (or a mounted file), never in the database, so a copy of the database
 * alone does not open the hotels' PMS accounts.
 *
 * `v2.` seals are under SECRETS_KEY. `v1.` seals are from before it existed: under a key
 * derived (HKDF) from SESSION_KEYS, which the app may have generated and stored in the very
 * database they protect. They are still opened, so no hotel's sync stops on upgrade, and are
 * sealed again under SECRETS_KEY at the first start that has it (resealPmsCredentials).
 */
const VERSION = 'v2';
const LEGACY_VERSION = 'v1';
const LEGACY_INFO = 'housekeeping pms credentials';

/** What opens saved credentials: the key from the environment, and the session keys for seals made before it. */
export interface CredentialKeys {
  secretsKey: Buffer | null;
  sessionKeys: readonly Buffer[];
}

export class SecretsKeyMissingError extends Error {
  constructor() {
    super('PMS credentials need SECRETS_KEY (or SECRETS_KEY_FILE) in the server environment');
  }
}

function deriveLegacyKey(sessionKey: Buffer): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', sessionKey, Buffer.alloc(0), LEGACY_INFO, 32));
}

function open(key: Buffer, iv: string, tag: string, body: string): string {
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

function seal(version: string, key: Buffer, plain: object): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(plain), 'utf8'), cipher.final()]);
  return [version, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** Seals credentials under SECRETS_KEY; without it there is nothing safe to seal them with. */
export function encryptCredentials(secretsKey: Buffer | null, plain: object): string {
  if (!secretsKey) throw new SecretsKeyMissingError();
  return seal(VERSION, secretsKey, plain);
}

export function decryptCredentials<T>(keys: CredentialKeys, sealed: string): T {
  const [version, iv, tag, body] = sealed.split('.');
  if (!iv || !tag || !body) throw new Error('PMS credentials are not in a known format');
  if (version === VERSION) {
    if (!keys.secretsKey) throw new SecretsKeyMissingError();
    try {
      return JSON.parse(open(keys.secretsKey, iv, tag, body)) as T;
    } catch {
      throw new Error('PMS credentials cannot be decrypted with the current SECRETS_KEY');
    }
  }
  if (version !== LEGACY_VERSION) throw new Error('PMS credentials are not in a known format');
  for (const key of keys.sessionKeys) {
    try {
      return JSON.parse(open(deriveLegacyKey(key), iv, tag, body)) as T;
    } catch {
      // Another key, perhaps: try the next.
    }
  }
  throw new Error('PMS credentials cannot be decrypted with the current SESSION_KEYS');
}

/** Whether a seal predates SECRETS_KEY (to be sealed again once the key is set). */
export function isLegacySeal(sealed: string): boolean {
  return sealed.startsWith(`${LEGACY_VERSION}.`);
}

/** A seal made the old way, for the tests of the upgrade only. */
export function legacySealForTests(sessionKey: Buffer, plain: object): string {
  return seal(LEGACY_VERSION, deriveLegacyKey(sessionKey), plain);
}
