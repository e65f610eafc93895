import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptCredentials, encryptCredentials, isLegacySeal, legacySealForTests } from './pms-crypto';

describe('PMS credentials at rest', () => {
  it('are sealed under SECRETS_KEY, opened by it alone, and a change to the seal is noticed', () => {
    const [key, other, sessionKey] = [crypto.randomBytes(32), crypto.randomBytes(32), crypto.randomBytes(32)];
    const sealed = encryptCredentials(key, { clientSecret: 'top-secret' });
    expect(sealed).toMatch(/^v2\./);
    expect(sealed).not.toContain('top-secret');
    expect(encryptCredentials(key, { clientSecret: 'top-secret' })).not.toBe(sealed);
    expect(decryptCredentials({ secretsKey: key, sessionKeys: [] }, sealed)).toEqual({ clientSecret: 'top-secret' });
    // The session keys (which the app may keep in the database) never open a new seal.
    expect(() => decryptCredentials({ secretsKey: other, sessionKeys: [key, sessionKey] }, sealed)).toThrow(/cannot be decrypted with the current SECRETS_KEY/);
    expect(() => decryptCredentials({ secretsKey: null, sessionKeys: [key] }, sealed)).toThrow(/SECRETS_KEY/);
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => decryptCredentials({ secretsKey: key, sessionKeys: [] }, tampered)).toThrow();
  });

  it('are not sealed at all without SECRETS_KEY', () => {
    expect(() => encryptCredentials(null, { clientSecret: 'top-secret' })).toThrow(/SECRETS_KEY/);
  });

  it('sealed before SECRETS_KEY (under SESSION_KEYS) still open with a session key, and are known as such', () => {
    const [a, b] = [crypto.randomBytes(32), crypto.randomBytes(32)];
    const old = legacySealForTests(a, { clientSecret: 'top-secret' });
    expect(isLegacySeal(old)).toBe(true);
    expect(isLegacySeal(encryptCredentials(b, {}))).toBe(false);
    expect(decryptCredentials({ secretsKey: null, sessionKeys: [b, a] }, old)).toEqual({ clientSecret: 'top-secret' });
    expect(() => decryptCredentials({ secretsKey: a, sessionKeys: [b] }, old)).toThrow(/SESSION_KEYS/);
  });
});
