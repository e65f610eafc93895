import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedUser, signIn, useTestApp } from '../../test/test-app';

describe.each(testDatabases())('harness on %s', (kind) => {
  const t = useTestApp(kind);
  it('signs in a seeded user and reads the session', async () => {
    const user = await seedUser(t.db, { role: 'manager' });
    const cookie = await signIn(t.app, user.email);
    const res = await api(t.app, 'GET', '/api/auth/session', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: user.email, status: 'approved' });
  });
});
