import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadConfig } from './config';
import { loadSecrets } from './secrets';
import { createTestDb, type TestDb } from './test/test-db';

describe('secrets', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb('pglite');
  });
  afterAll(() => testDb.close());

  it('honours VAPID_SUBJECT alone: generated keys, the configured subject', async () => {
    const secrets = await loadSecrets(testDb.db, loadConfig({ VAPID_SUBJECT: 'mailto:ops@hotel.example' }));
    expect(secrets.vapid.subject).toBe('mailto:ops@hotel.example');
    const again = await loadSecrets(testDb.db, loadConfig({ PUBLIC_URL: 'https://hotel.example' }));
    expect(again.vapid).toEqual({ ...secrets.vapid, subject: 'https://hotel.example' });
  });

  it('uses the keys from the environment when both are set', async () => {
    const keys = webpush.generateVAPIDKeys();
    const secrets = await loadSecrets(testDb.db, loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }));
    expect(secrets.vapid).toEqual({ ...keys, subject: 'mailto:admin@localhost' });
  });

  it('turns SESSION_KEYS into 32-byte keys, the first one signing', async () => {
    const secrets = await loadSecrets(testDb.db, loadConfig({ SESSION_KEYS: `${'ab'.repeat(32)},${'cd'.repeat(32)}` }));
    expect(secrets.sessionKeys.map((k) => k.toString('hex'))).toEqual(['ab'.repeat(32), 'cd'.repeat(32)]);
  });
});
