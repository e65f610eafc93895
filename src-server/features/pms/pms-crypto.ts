import crypto from 'node:crypto';

/**
 * PMS credentials at rest (DESIGN §17): AES-256-GCM under a key derived (HKDF) from each of
 * the app's SESSION_KEYS. The first key encrypts; every key decrypts, so a rotation (a new
 * key put first) keeps the saved connections readable until they are saved again.
 */
const VERSION = 'v1';
const INFO = 'housekeeping pms credentials';

function deriveKey(sessionKey: Buffer): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', sessionKey, Buffer.alloc(0), INFO, 32));
}

export function encryptCredentials(sessionKeys: readonly Buffer[], plain: object): string {
  const key = sessionKeys[0];
  if (!key) throw new Error('No session key to encrypt PMS credentials with');
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', deriveKey(key), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(plain), 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

export function decryptCredentials<T>(sessionKeys: readonly Buffer[], sealed: string): T {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !body) throw new Error('PMS credentials are not in a known format');
  for (const key of sessionKeys) {
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', deriveKey(key), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      return JSON.parse(plain) as T;
    } catch {
      // Another key, perhaps: try the next.
    }
  }
  throw new Error('PMS credentials cannot be decrypted with the current SESSION_KEYS');
}
