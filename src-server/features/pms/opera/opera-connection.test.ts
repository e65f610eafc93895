import { afterEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/test-db';
import { seedHotel, seedUser, signIn, useTestApp } from '../../../test/test-app';
import { expectError, send } from '../../../test/http-checks';
import { startOperaStandIn } from './opera.stand-in';

type StandIn = Awaited<ReturnType<typeof startOperaStandIn>>;

describe.each(testDatabases())('An OPERA connection on an OCIM environment on %s', (kind) => {
  const t = useTestApp(kind, { env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' } });
  let standIn: StandIn | undefined;
  afterEach(async () => {
    await standIn?.close();
  });

  it('keeps the enterprise id the admin saves, shows it back, and signs in with it; a malformed one is refused', async () => {
    standIn = await startOperaStandIn(['101'], { enterpriseId: 'ENT123' });
    const hotel = await seedHotel(t.db, 'Ocim Hotel');
    const cookie = await signIn(t.app, (await seedUser(t.db, { role: 'admin' })).email);
    const body = { vendor: 'opera', baseUrl: standIn.url, propertyId: standIn.propertyId, credentials: standIn.credentials, enabled: true };
    const save = (b: object) => send(t.app, 'PUT', `/api/hotels/${hotel.id}/pms`, { cookie, body: b });
    const test = () => send(t.app, 'POST', `/api/hotels/${hotel.id}/pms/test`, { cookie });

    // Without it, OHIP refuses the sign-in, and the admin reads why.
    expect((await save(body)).json().connection.enterpriseId).toBeNull();
    expect((await test()).json()).toEqual({ ok: false, reason: 'PMS_TEST_FAILED', values: { error: expect.stringContaining('enterpriseId is required') }, detail: expect.stringContaining('enterpriseId is required') });

    for (const bad of ['ent-123', 'ENTERPRISE1']) {
      const refused = expectError(await save({ ...body, enterpriseId: bad }), 400, 'BAD_REQUEST');
      expect(refused.issues).toEqual([expect.objectContaining({ path: 'enterpriseId', reason: 'PMS_ENTERPRISE_ID_INVALID' })]);
    }

    const saved = await save({ ...body, enterpriseId: 'ENT123' });
    expect(saved.json().connection).toMatchObject({ vendor: 'opera', enterpriseId: 'ENT123' });
    expect((await send(t.app, 'GET', `/api/hotels/${hotel.id}/pms`, { cookie })).json().connection.enterpriseId).toBe('ENT123');
    const from = standIn.requests.length;
    expect((await test()).json()).toMatchObject({ ok: true, reason: 'PMS_TEST_WROTE_BACK', detail: "Read 1 rooms; wrote room 101's condition Clean back unchanged" });
    // The test's sign-in carried it. (A background pass that read the connection before this save may sign in without it at any moment: not the last request's to judge.)
    const signIns = standIn.requests.slice(from).filter((r) => r.path === '/oauth/v1/tokens');
    expect(signIns.map((r) => r.headers.enterpriseid)).toContain('ENT123');

    // Emptied, it is gone again.
    expect((await save({ ...body, enterpriseId: '' })).json().connection.enterpriseId).toBeNull();
  });
});
