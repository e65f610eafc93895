import { afterEach, describe, expect, it } from 'vitest';
import { apaleoContract } from './apaleo-contract';
import { startApaleoStandIn, type ApaleoStandIn } from './apaleo.stand-in';

const DAY_MS = 86_400_000;
let standIn: ApaleoStandIn | undefined;
afterEach(async () => {
  await standIn?.close();
});

/** The stand-in as a client of Apaleo meets it: signed in, JSON in and out. */
async function apaleo(rooms = ['101', '102']) {
  standIn = await startApaleoStandIn(rooms, { maxPage: 500 });
  const s = standIn;
  const basic = Buffer.from(`${s.credentials.clientId}:${s.credentials.clientSecret}`).toString('base64');
  const tokenRes = await fetch(`${s.url}/connect/token`, { method: 'POST', headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=client_credentials' });
  const { access_token: token } = (await tokenRes.json()) as { access_token: string };
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${s.url}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as { messages?: string[] }) : undefined };
  };
}

const local = (at: number) => new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z');

describe('Apaleo’s stand-in keeps Apaleo’s rules', () => {
  it('pages up to the published maximum, answers 204 past the end and refuses a bigger page', async () => {
    const call = await apaleo();
    expect((await call('GET', '/inventory/v1/units?propertyId=MUC&pageNumber=1&pageSize=500')).status).toBe(200);
    expect(await call('GET', '/inventory/v1/units?propertyId=MUC&pageNumber=2&pageSize=2')).toEqual({ status: 204, body: undefined });
    expect((await call('GET', '/inventory/v1/units?propertyId=MUC&pageSize=501')).body).toEqual({ messages: ['PageSize: must be between 1 and 500.'] });
    const from = '2026-07-02T00:00:00+02:00';
    const to = '2026-07-03T00:00:00+02:00';
    expect((await call('GET', `/booking/v1/reservations?dateFilter=Stay&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&pageSize=201`)).status).toBe(400);
    expect((await call('GET', `/booking/v1/reservations?dateFilter=Stay&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&pageSize=200`)).status).toBe(204);
  });

  it('refuses what Apaleo refuses: bare dates, a bare array of conditions, an unknown condition, no token', async () => {
    const call = await apaleo();
    const bare = await call('GET', '/booking/v1/reservations?dateFilter=Stay&from=2026-07-02&to=2026-07-03');
    expect(bare).toEqual({ status: 400, body: { messages: ['query from must match format "date-time"', 'query to must match format "date-time"'] } });
    expect((await call('PUT', '/operations/v1/units-condition', [{ unitId: 'MUC-101', condition: 'Clean' }])).status).toBe(400);
    expect((await call('PUT', '/operations/v1/units-condition', { unitsConditions: [{ id: 'MUC-101', condition: 'OutOfOrder' }] })).status).toBe(400);
    expect((await call('PUT', '/operations/v1/units-condition', { unitsConditions: [{ id: 'MUC-101', condition: 'Dirty' }] })).status).toBe(204);
    expect((await fetch(`${standIn!.url}/inventory/v1/units?propertyId=MUC`)).status).toBe(401);
  });

  it('keeps maintenances as Apaleo does: from today on, deleted only before they started yesterday, then ended by moving “to”', async () => {
    const call = await apaleo();
    const make = (from: number, to: number) => call('POST', '/operations/v1/maintenances', { unitId: 'MUC-101', from: local(from), to: local(to), type: 'OutOfOrder' });
    expect((await make(Date.now() - 2 * DAY_MS, Date.now() + DAY_MS)).status).toBe(422);
    const created = await make(Date.now(), Date.now() + 10 * DAY_MS);
    expect(created).toEqual({ status: 201, body: { id: 'MUC-101-M1' } });
    standIn!.advanceDays(1);
    expect(await call('DELETE', '/operations/v1/maintenances/MUC-101-M1')).toEqual({ status: 422, body: { messages: ['It is not possible to delete maintenances that started yesterday or earlier.'] } });
    expect((await call('PATCH', '/operations/v1/maintenances/MUC-101-M1', [{ op: 'replace', path: '/from', value: local(Date.now()) }])).status).toBe(422);
    expect((await call('PATCH', '/operations/v1/maintenances/MUC-101-M1', [{ op: 'replace', path: '/to', value: local(Date.now()) }])).status).toBe(204);
    // Ended: no longer to change.
    expect((await call('PATCH', '/operations/v1/maintenances/MUC-101-M1', [{ op: 'replace', path: '/to', value: local(Date.now() + DAY_MS) }])).status).toBe(422);
    expect((await call('GET', '/operations/v1/maintenances/MUC-101-M1')).body).toMatchObject({ id: 'MUC-101-M1', unit: { id: 'MUC-101' }, type: 'OutOfOrder' });
  });

  it('answers in Apaleo’s published shapes, its refusals too', async () => {
    const call = await apaleo();
    standIn!.setStays([{ roomNumber: '101', arrival: '2026-07-01', departure: '2026-07-03', guests: 2 }]);
    await call('GET', '/inventory/v1/units?propertyId=MUC');
    await call('GET', `/booking/v1/reservations?propertyIds=MUC&dateFilter=Stay&from=${encodeURIComponent('2026-07-02T00:00:00+02:00')}&to=${encodeURIComponent('2026-07-03T00:00:00+02:00')}`);
    await call('PUT', '/operations/v1/units-condition', { unitsConditions: [{ id: 'MUC-404', condition: 'Dirty' }] });
    await call('DELETE', '/operations/v1/maintenances/nope');
    const answers = standIn!.exchanges.map((e) => [e.req.method, e.req.path, e.answer.status, apaleoContract.checkAnswer(e.req.method, e.req.path, e.answer)]);
    expect(answers).toEqual([
      ['POST', '/connect/token', 200, []],
      ['GET', '/inventory/v1/units', 200, []],
      ['GET', '/booking/v1/reservations', 200, []],
      ['PUT', '/operations/v1/units-condition', 404, []],
      ['DELETE', '/operations/v1/maintenances/nope', 404, []],
    ]);
  });
});
