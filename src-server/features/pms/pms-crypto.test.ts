import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptCredentials, encryptCredentials } from './pms-crypto';

describe('PMS credentials at rest', () => {
  it('are sealed under the first session key, readable after a rotation, and not by another key', () => {
    const [a, b] = [crypto.randomBytes(32), crypto.randomBytes(32)];
    const sealed = encryptCredentials([a], { clientSecret: 'top-secret' });
    expect(sealed).not.toContain('top-secret');
    expect(encryptCredentials([a], { clientSecret: 'top-secret' })).not.toBe(sealed);
    expect(decryptCredentials([b, a], sealed)).toEqual({ clientSecret: 'top-secret' });
    expect(() => decryptCredentials([b], sealed)).toThrow(/cannot be decrypted/);
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => decryptCredentials([a], tampered)).toThrow();
  });
});
