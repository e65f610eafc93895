import { afterEach, describe, expect, it } from 'vitest';
import { formatInTimeZone } from 'date-fns-tz';
import { apaleoContract } from './apaleo-contract';
import { apaleoConnector } from './apaleo.connector';
import { startApaleoStandIn, type ApaleoStandIn } from './apaleo.stand-in';
import type { PmsOutOfOrder } from '../pms-out-of-order';

const TZ = 'Europe/Berlin';
const DAY_MS = 86_400_000;
const standIns: ApaleoStandIn[] = [];
afterEach(async () => {
  await Promise.all(standIns.splice(0).map((s) => s.close()));
});

async function world(rooms = ['101', '102', '103']) {
  const standIn = await startApaleoStandIn(rooms, { offset: formatInTimeZone(new Date(), TZ, 'xxx') });
  standIns.push(standIn);
  const connector = apaleoConnector({ baseUrl: standIn.url, propertyId: standIn.propertyId, timeoutMs: 2000 }, standIn.credentials as { clientId: string; clientSecret: string; webhookSecret: string });
  const sent = (method: string, part: string) => standIn.requests.filter((r) => r.method === method && r.path.includes(part));
  return { standIn, connector, sent };
}

const span = (from: Date, until: Date): PmsOutOfOrder => ({ kind: 'out_of_order', reason: 'plumbing', from, until, returnStatus: 'dirty', timezone: TZ });

describe('Apaleo, as its published definition has it', () => {
  it('tells a unit’s condition as {"unitsConditions":[{"id","condition"}]}', async () => {
    const { standIn, connector, sent } = await world();
    const outcome = await connector.pushCondition({ roomNumber: '102' }, 'CleanToBeInspected', 'key-1');
    expect(outcome, JSON.stringify(outcome)).toMatchObject({ ok: true, status: 204 });
    expect(sent('PUT', '/operations/v1/units-condition')[0]!.body).toEqual({ unitsConditions: [{ id: 'MUC-102', condition: 'CleanToBeInspected' }] });
    expect(standIn.conditionOf('102')).toBe('CleanToBeInspected');
  });

  it('asks the day’s reservations from the hotel’s midnight to the next, as date-times with its offset', async () => {
    const { standIn, connector, sent } = await world();
    standIn.setStays([{ roomNumber: '101', arrival: '2026-07-01', departure: '2026-07-03', guests: 2 }]);
    const occupancy = await connector.pullOccupancy('2026-07-02', TZ);
    expect(occupancy).toEqual([{ roomNumber: '101', occupied: true, stay: 'stayover', guests: 2, nightsSoFar: 1 }]);
    const asked = sent('GET', '/booking/v1/reservations')[0]!.query;
    expect([asked.get('from'), asked.get('to'), asked.get('dateFilter')]).toEqual(['2026-07-02T00:00:00+02:00', '2026-07-03T00:00:00+02:00', 'Stay']);
    // Winter: the offset the hotel has that day.
    await connector.pullOccupancy('2026-12-24', TZ);
    expect(sent('GET', '/booking/v1/reservations').at(-1)!.query.get('from')).toBe('2026-12-24T00:00:00+01:00');
  });

  it('deletes a maintenance that starts today or later', async () => {
    const { standIn, connector, sent } = await world();
    const started = await connector.startOutOfOrder({ roomNumber: '101' }, span(new Date(), new Date(Date.now() + DAY_MS)), 'k1', false);
    expect(started).toMatchObject({ ok: true, status: 201, ref: 'MUC-101-M1' });
    expect(await connector.endOutOfOrder({ roomNumber: '101' }, 'MUC-101-M1', span(new Date(), new Date()), 'k2', false)).toMatchObject({ ok: true, status: 204 });
    expect(sent('DELETE', '/maintenances/').map((r) => r.path)).toEqual(['/operations/v1/maintenances/MUC-101-M1']);
    expect(standIn.maintenances).toEqual([]);
  });

  it('ends a maintenance that started yesterday by moving its “to” to now, which Apaleo allows where it refuses the delete', async () => {
    const { standIn, connector, sent } = await world();
    await connector.startOutOfOrder({ roomNumber: '101' }, span(new Date(), new Date(Date.now() + 365 * DAY_MS)), 'k1', false);
    standIn.advanceDays(1);
    const ended = await connector.endOutOfOrder({ roomNumber: '101' }, 'MUC-101-M1', span(new Date(), new Date()), 'k2', false);
    expect(ended, JSON.stringify(ended)).toMatchObject({ ok: true, status: 204 });
    expect(standIn.exchanges.filter((e) => e.req.path.endsWith('/MUC-101-M1')).map((e) => `${e.req.method} ${e.answer.status}`)).toEqual(['DELETE 422', 'GET 200', 'PATCH 204']);
    const [patch] = sent('PATCH', '/maintenances/');
    expect(patch!.body).toEqual([{ op: 'replace', path: '/to', value: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/) }]);
    expect(Math.abs(Date.parse((patch!.body as { value: string }[])[0]!.value) - Date.now())).toBeLessThan(60_000);
    // Apaleo keeps it, ended: nothing is held any more, and the unit was out of order until now.
    expect(standIn.blocks).toEqual([]);
    expect(standIn.maintenances).toHaveLength(1);
    expect(standIn.applied).toEqual([
      { roomNumber: '101', condition: 'OutOfOrder' },
      { roomNumber: '101', condition: 'OutOfOrder ended' },
    ]);
    // A retry (its answer lost) finds the work done.
    expect(await connector.endOutOfOrder({ roomNumber: '101' }, 'MUC-101-M1', span(new Date(), new Date()), 'k2', true)).toMatchObject({ ok: true, answer: expect.stringContaining('Already ended') });
  });

  it('reads every page of a property’s units and a day’s reservations', async () => {
    const rooms = Array.from({ length: 450 }, (_, i) => String(1000 + i));
    const standIn = await startApaleoStandIn(rooms, { maxPage: 200 });
    standIns.push(standIn);
    const connector = apaleoConnector({ baseUrl: standIn.url, propertyId: standIn.propertyId }, standIn.credentials as { clientId: string; clientSecret: string });
    standIn.setStays(rooms.map((roomNumber) => ({ roomNumber, arrival: '2026-07-02', departure: '2026-07-04', guests: 1 })));
    expect(await connector.test()).toEqual({ ok: true, reason: 'PMS_TEST_WROTE_BACK', values: { rooms: '450', room: '1000', condition: 'Clean' } });
    expect(await connector.pullOccupancy('2026-07-02', TZ)).toHaveLength(450);
    const pages = (part: string) => standIn.requests.filter((r) => r.path.includes(part)).map((r) => `${r.query.get('pageNumber')}/${r.query.get('pageSize')}`);
    expect(pages('/inventory/v1/units')).toEqual(['1/200', '2/200', '3/200']);
    expect(pages('/booking/v1/reservations')).toEqual(['1/200', '2/200', '3/200']);
    // The comparison reads every unit's condition the same way; every exchange as Apaleo publishes it.
    expect(await connector.readConditions()).toHaveProperty('size', 450);
    const off = standIn.exchanges.flatMap((e) => [...apaleoContract.checkRequest(e.req), ...apaleoContract.checkAnswer(e.req.method, e.req.path, e.answer)]);
    expect(off).toEqual([]);
  });

  it('is told to wait by Apaleo’s rate limit, for as long as its Retry-After says, and retries', async () => {
    const standIn = await startApaleoStandIn(['101'], { perSecond: 2 });
    standIns.push(standIn);
    const connector = apaleoConnector({ baseUrl: standIn.url, propertyId: standIn.propertyId }, standIn.credentials as { clientId: string; clientSecret: string });
    // The unit list and one push use up the second; the next push is refused for one.
    expect(await connector.pushCondition({ roomNumber: '101' }, 'Dirty', 'k1')).toMatchObject({ ok: true });
    const waited = await connector.pushCondition({ roomNumber: '101' }, 'Clean', 'k2');
    expect(waited).toEqual({ ok: false, retry: true, retryAfterMs: 1000, status: 429, answer: 'HTTP 429: {"messages":["Too many requests. Try again later."]}' });
    expect(standIn.conditionOf('101')).toBe('Dirty');
  });

  it('says so when the property has no units, rather than “connected”', async () => {
    const { standIn } = await world();
    const connector = apaleoConnector({ baseUrl: standIn.url, propertyId: 'BER' }, standIn.credentials as { clientId: string; clientSecret: string });
    expect(await connector.test()).toEqual({ ok: false, reason: 'PMS_TEST_NO_ROOMS', values: { property: 'BER' } });
  });
});
