import { afterEach, describe, expect, it } from 'vitest';
import { mewsConnector } from './mews.connector';
import { mewsAnswerDefects, startMewsStandIn, type MewsStandIn } from './mews.stand-in';
import { mewsRequestProblems } from './contract/mews-contract-check';
import { MEWS_PORTFOLIO_READS } from './contract/mews-connector-api';

const PREFIX = '/api/connector/v1/';
const today = () => new Date().toISOString().slice(0, 10);
const shift = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const ooo = {
  kind: 'out_of_order' as const,
  reason: 'repairs' as const,
  from: new Date('2029-06-01T08:00:00Z'),
  until: new Date('2029-06-02T08:00:00Z'),
  returnStatus: 'dirty' as const,
  timezone: 'UTC',
};

describe('Mews, held to the Connector API as Mews publishes it', () => {
  const standIns: MewsStandIn[] = [];
  afterEach(async () => {
    await Promise.all(standIns.splice(0).map((s) => s.close()));
  });
  async function world(rooms = ['101', '102', '103']) {
    const standIn = await startMewsStandIn(rooms);
    standIns.push(standIn);
    const connector = mewsConnector({ baseUrl: standIn.url, propertyId: standIn.propertyId }, standIn.credentials as never);
    return { standIn, connector };
  }
  const bodiesOf = (standIn: MewsStandIn, operation: string) => standIn.requests.filter((r) => r.path === `${PREFIX}${operation}`).map((r) => r.body as Record<string, unknown>);

  it('every request the connector builds is one the published contract takes, and every stand-in answer has the published shape', async () => {
    const { standIn, connector } = await world();
    standIn.setStays([{ roomNumber: '102', arrival: shift(-1), departure: shift(2), guests: 2 }]);
    await connector.test();
    await connector.pullOccupancy(today(), 'UTC');
    await connector.pushCondition({ roomNumber: '101' }, 'Dirty', 'k1');
    const started = await connector.startOutOfOrder({ roomNumber: '103' }, ooo, 'k2', true);
    expect(started).toMatchObject({ ok: true });
    await connector.endOutOfOrder({ roomNumber: '103' }, started.ok ? started.ref! : '', ooo, 'k3', true);
    const seen = new Set<string>();
    for (const r of standIn.requests) {
      const operation = r.path.slice(PREFIX.length);
      seen.add(operation);
      expect(mewsRequestProblems(operation, r.body), `${operation}: ${r.raw}`).toBeNull();
    }
    expect([...seen].sort()).toEqual(['reservations/getAll/2023-06-06', 'resourceBlocks/add', 'resourceBlocks/delete', 'resourceBlocks/getAll', 'resources/getAll', 'resources/update']);
    expect(standIn.answers.length).toBe(standIn.requests.length);
    expect(mewsAnswerDefects(standIn)).toEqual([]);
  });

  it('with a portfolio token, every read names the connection’s enterprise: the neighbour’s rooms of the same names never mix in', async () => {
    const { standIn, connector } = await world();
    standIn.setStays([{ roomNumber: '102', arrival: shift(-1), departure: shift(2), guests: 2 }]);
    // The neighbour's house is full; ours holds one guest.
    expect(await connector.pullOccupancy(today(), 'UTC')).toEqual([{ roomNumber: '102', occupied: true, stay: 'stayover', guests: 2, nightsSoFar: 1 }]);
    expect(await connector.pushCondition({ roomNumber: '101' }, 'Inspected', 'k1')).toMatchObject({ ok: true });
    expect(standIn.conditionOf('101')).toBe('Inspected');
    expect(standIn.neighbourConditionOf('101')).toBe('Dirty');
    await connector.startOutOfOrder({ roomNumber: '103' }, ooo, 'k2', true);
    for (const operation of MEWS_PORTFOLIO_READS) {
      const bodies = bodiesOf(standIn, operation);
      expect(bodies.length, operation).toBeGreaterThan(0);
      for (const body of bodies) expect(body.EnterpriseIds, operation).toEqual([standIn.propertyId]);
    }
  });

  it('the stand-in refuses what Mews refuses: no Limitation, a Count over 1000, an undocumented field, OutOfOrder as a state, an interval over 3 months; 429 with Retry-After past the request limit', async () => {
    const { standIn } = await world();
    const auth = { ClientToken: standIn.credentials.clientToken, AccessToken: standIn.credentials.accessToken, Client: 'Test 1.0' };
    const post = async (operation: string, body: object) => {
      const res = await fetch(`${standIn.url}${PREFIX}${operation}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...auth, ...body }) });
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { Message?: string } };
    };
    const extent = { Extent: { Resources: true } };
    expect((await post('resources/getAll', extent)).status).toBe(400);
    expect((await post('resources/getAll', { ...extent, Limitation: { Count: 1001 } })).status).toBe(400);
    expect((await post('resources/getAll', { ...extent, Limitation: { Count: 10 }, PropertyId: 'x' })).status).toBe(400);
    expect((await post('resources/getAll', { ...extent, Limitation: { Count: 1000 } })).status).toBe(200);
    const resourceId = '00000000-0000-4000-8000-000000000000';
    const outOfOrder = await post('resources/update', { ResourceUpdates: [{ ResourceId: resourceId, State: { Value: 'OutOfOrder' } }] });
    expect(outOfOrder.status).toBe(400);
    expect(outOfOrder.body.Message).toMatch(/^Invalid request/);
    const window = { StartUtc: '2029-01-01T00:00:00Z', EndUtc: '2029-05-01T00:00:00Z' };
    expect((await post('reservations/getAll/2023-06-06', { CollidingUtc: window, Limitation: { Count: 10 } })).body.Message).toMatch(/3 months/);
    expect(mewsAnswerDefects(standIn)).toEqual([]);

    const limited = await startMewsStandIn(['101'], { requestLimit: { count: 2, windowMs: 30_000 } });
    standIns.push(limited);
    const call = () => fetch(`${limited.url}${PREFIX}resources/getAll`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...auth, ...extent, Limitation: { Count: 10 } }) });
    expect((await call()).status).toBe(200);
    expect((await call()).status).toBe(200);
    const refused = await call();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
