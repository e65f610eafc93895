import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { mapCondition } from '../pms-mapping';
import type { ConnectorSettings } from '../pms-connector';
import { OPERA_MAPPING } from './opera-mapping';
import { operaConnector } from './opera.connector';
import { startOperaStandIn, type OperaStandInOptions } from './opera.stand-in';

const ctx = { cleaningType: null, inspectionRequired: false };
const key = () => crypto.randomUUID();
const DAY = 86_400_000;
const shift = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const today = () => shift(0);
type StandIn = Awaited<ReturnType<typeof startOperaStandIn>>;
type Credentials = { clientId: string; clientSecret: string; appKey: string };

describe('OPERA Cloud', () => {
  const started: StandIn[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((s) => s.close()));
  });
  async function opera(rooms = ['101', '102', '103', '104', '105'], opts: OperaStandInOptions = {}, settings: Partial<ConnectorSettings> = {}) {
    const standIn = await startOperaStandIn(rooms, opts);
    started.push(standIn);
    const connector = operaConnector({ baseUrl: standIn.url, propertyId: standIn.propertyId, ...settings }, standIn.credentials as Credentials);
    const sent = (path: string) => standIn.requests.filter((r) => r.path.endsWith(path));
    return { standIn, connector, sent };
  }

  it('maps our statuses to housekeeping room statuses (DESIGN §17): a touch-up is Pickup', () => {
    expect(mapCondition(OPERA_MAPPING, { ...ctx, status: 'dirty', cleaningType: 'departure' })).toBe('Dirty');
    expect(mapCondition(OPERA_MAPPING, { ...ctx, status: 'dirty', cleaningType: 'touch_up' })).toBe('Pickup');
    expect(mapCondition(OPERA_MAPPING, { ...ctx, status: 'assigned', cleaningType: 'touch_up' })).toBe('Pickup');
    expect(mapCondition(OPERA_MAPPING, { ...ctx, status: 'clean' })).toBe('Clean');
    expect(mapCondition(OPERA_MAPPING, { ...ctx, status: 'inspected', inspectionRequired: true })).toBe('Inspected');
    expect(mapCondition(OPERA_MAPPING, { ...ctx, status: 'out_of_service' })).toBe('OutOfService');
    expect(mapCondition(OPERA_MAPPING, { ...ctx, status: 'out_of_order' })).toBe('OutOfOrder');
    expect(mapCondition(OPERA_MAPPING, { ...ctx, status: 'pms_updated' })).toBeNull();
  });

  it('sends Mark Clean as OHIP publishes it: a top-level roomList and housekeepingRoomStatus, with the app key and x-hotelid', async () => {
    const { standIn, connector, sent } = await opera();
    expect(await connector.pushCondition({ roomNumber: '102' }, 'Clean', key())).toMatchObject({ ok: true, status: 200 });
    expect(await connector.pushCondition({ roomNumber: '103' }, 'Inspected', key())).toMatchObject({ ok: true });
    expect(sent('/rooms/status')[0]!.body).toEqual({ roomList: [{ roomId: '102' }], housekeepingRoomStatus: 'Clean' });
    expect(sent('/rooms/status')[0]!.headers).toMatchObject({ 'x-app-key': standIn.credentials.appKey, 'x-hotelid': 'HOTEL1', authorization: 'Bearer opera-token-1' });
    expect([standIn.conditionOf('102'), standIn.conditionOf('103')]).toEqual(['Clean', 'Inspected']);
  });

  it('reads arrivals, stayovers, due outs and departures from the nested overview, with guests and nights from resvInfo', async () => {
    const { standIn, connector, sent } = await opera(['101', '102', '103', '104', '105', '106']);
    standIn.setStays([
      { roomNumber: '101', arrival: today(), departure: shift(3), guests: 2 },
      { roomNumber: '102', arrival: shift(-2), departure: shift(1), guests: 3 },
      { roomNumber: '103', arrival: shift(-1), departure: today(), guests: 1 },
      { roomNumber: '104', arrival: shift(-4), departure: today(), guests: 2, checkedOut: true },
      // One leaving and one arriving: the departure clean comes first.
      { roomNumber: '105', arrival: shift(-3), departure: today(), guests: 1 },
      { roomNumber: '105', arrival: today(), departure: shift(2), guests: 4 },
    ]);
    const rooms = await connector.pullOccupancy(today(), 'UTC');
    expect(rooms).toEqual([
      { roomNumber: '101', occupied: true, stay: 'arrival', guests: 2, nightsSoFar: 0 },
      { roomNumber: '102', occupied: true, stay: 'stayover', guests: 3, nightsSoFar: 2 },
      { roomNumber: '103', occupied: true, stay: 'due_out', guests: 1, nightsSoFar: 1 },
      { roomNumber: '104', occupied: false, stay: 'departed', guests: 2, nightsSoFar: 4 },
      { roomNumber: '105', occupied: true, stay: 'due_out', guests: 1, nightsSoFar: 3 },
    ]);
    // Paged by offset after what came back (the server gave 2 a page, fewer than asked), until hasMore is false.
    const pages = sent('/housekeepingOverview').map((r) => `${r.query.get('offset')}/${r.query.get('limit')}/${r.query.get('fetchInstructions')}`);
    expect(pages).toEqual(['0/200/ResvInfo', '2/200/ResvInfo', '4/200/ResvInfo']);
  });

  it('starts a new out of order and out of service with start and end (no newDateRange), and completes each by those dates', async () => {
    const { standIn, connector, sent } = await opera();
    const ooo = { kind: 'out_of_order' as const, reason: 'plumbing' as const, from: new Date('2029-06-01T08:00:00Z'), until: new Date('2029-06-03T08:00:00Z'), returnStatus: 'dirty' as const, timezone: 'UTC' };
    expect(await connector.startOutOfOrder({ roomNumber: '101' }, ooo, key(), false)).toMatchObject({ ok: true, status: 201, ref: '2029-06-01/2029-06-03' });
    expect(sent('/outOfOrderRooms')[0]!.body).toEqual({
      criteria: { roomRangeList: { roomIds: ['101'], roomOutOfOrder: { reasonCode: 'PLUMBING', repairRemarks: 'Out of order: Plumbing', returnStatus: 'Dirty', start: '2029-06-01', end: '2029-06-03' } } },
    });
    const oos = { ...ooo, kind: 'out_of_service' as const, reason: 'other' as const };
    expect(await connector.startOutOfOrder({ roomNumber: '102' }, oos, key(), false)).toMatchObject({ ok: true });
    expect([standIn.conditionOf('101'), standIn.conditionOf('102')]).toEqual(['OutOfOrder', 'OutOfService']);
    expect(await connector.endOutOfOrder({ roomNumber: '101' }, '2029-06-01/2029-06-03', ooo, key(), false)).toMatchObject({ ok: true });
    expect(await connector.endOutOfOrder({ roomNumber: '102' }, '2029-06-01/2029-06-03', oos, key(), false)).toMatchObject({ ok: true });
    expect(sent('/outOfServiceRooms').at(-1)!.body).toEqual({ criteria: { roomRangeList: { roomIds: ['102'], roomOutOfOrder: { start: '2029-06-01', end: '2029-06-03', returnStatus: 'Dirty' } } } });
    expect(standIn.blocks).toEqual([]);
    expect(standIn.applied.map((a) => a.condition)).toEqual(['OutOfOrder', 'OutOfService', 'OutOfOrder ended', 'OutOfService ended']);
  });

  it('reads each room’s status back from the overview, page by page, leaving out a room out of order (a span, not a condition)', async () => {
    const { standIn, connector } = await opera(['101', '102', '103']);
    expect(await connector.pushCondition({ roomNumber: '102' }, 'Pickup', key())).toMatchObject({ ok: true });
    const ooo = { kind: 'out_of_order' as const, reason: 'other' as const, from: new Date(), until: new Date(Date.now() + 86_400_000), returnStatus: 'dirty' as const, timezone: 'UTC' };
    expect(await connector.startOutOfOrder({ roomNumber: '103' }, ooo, key(), false)).toMatchObject({ ok: true });
    expect(await connector.readConditions()).toEqual(new Map([['101', 'Clean'], ['102', 'Pickup']]));
    expect(standIn.requests.filter((r) => r.path.endsWith('/housekeepingOverview')).map((r) => r.query.get('offset'))).toEqual(['0', '2']);
  });

  it('signs in with the enterprise id on an OCIM environment, and is refused without it', async () => {
    const { standIn, connector } = await opera(['101'], { enterpriseId: 'ENT123' });
    await expect(connector.test()).rejects.toThrow(/OPERA sign-in: HTTP 401.*enterpriseId/);
    const ocim = operaConnector({ baseUrl: standIn.url, propertyId: standIn.propertyId, enterpriseId: 'ENT123' }, standIn.credentials as Credentials);
    expect(await ocim.test()).toEqual({ ok: true, reason: 'PMS_TEST_WROTE_BACK', values: { rooms: '1', room: '101', condition: 'Clean' } });
    expect(standIn.requests.filter((r) => r.path === '/oauth/v1/tokens').map((r) => r.headers.enterpriseid ?? null)).toEqual([null, 'ENT123']);
    const wrongKey = operaConnector({ baseUrl: standIn.url, propertyId: standIn.propertyId, enterpriseId: 'ENT123' }, { ...(standIn.credentials as Credentials), appKey: crypto.randomUUID() });
    await expect(wrongKey.test()).rejects.toThrow(/OPERA sign-in: HTTP 401/);
  });

  it('waits out a burst refused with 429 and its Retry-After, then reads the overview', async () => {
    const { connector, standIn } = await opera(['101', '102', '103'], { burst: 1, maxPage: 1 });
    const before = Date.now();
    expect(await connector.pullOccupancy(today(), 'UTC')).toEqual([]);
    const answers = standIn.exchanges.map((e) => e.answer.status);
    expect(answers.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(answers.filter((s) => s === 200)).toHaveLength(4);
    expect(standIn.exchanges.find((e) => e.answer.status === 429)!.answer.headers).toEqual({ 'retry-after': '1' });
    expect(Date.now() - before).toBeGreaterThanOrEqual(950);
  });

  it('refuses what OHIP refuses, with its error body: the old status push, a new out of order by newDateRange, a room list of another hotel', async () => {
    const { standIn, connector } = await opera();
    const headers = { authorization: 'Bearer opera-token-1', 'x-app-key': standIn.credentials.appKey, 'x-hotelid': 'HOTEL1', 'content-type': 'application/json' };
    // Signed in by a read (the test would write a room back).
    await connector.readConditions();
    const put = (path: string, body: unknown, method = 'PUT', h: Record<string, string> = headers) => fetch(`${standIn.url}/hsk/v1/hotels/HOTEL1/${path}`, { method, headers: h, body: JSON.stringify(body) });
    const oldPush = await put('rooms/status', { criteria: { hotelId: 'HOTEL1', roomNumber: ['101'], housekeepingRoomStatus: 'Clean' } });
    expect(oldPush.status).toBe(400);
    expect(await oldPush.json()).toMatchObject({ title: 'Bad Request', status: 400, detail: expect.stringContaining('additional properties: criteria') });
    const range = { roomIds: ['101'], roomOutOfOrder: { reasonCode: 'OTHER', newDateRange: { start: '2029-06-01', end: '2029-06-02' } } };
    expect((await put('rooms/outOfOrderRooms', { criteria: { roomRangeList: range } }, 'POST')).status).toBe(400);
    expect((await put('rooms/outOfOrderRooms', { criteria: { hotelId: 'HOTEL1', roomRangeList: { ...range, roomOutOfOrder: { reasonCode: 'OTHER', start: '2029-06-01', end: '2029-06-02' } } } }, 'POST')).status).toBe(400);
    expect((await put('rooms/status', { roomList: [{ roomId: '101' }], housekeepingRoomStatus: 'Clean' }, 'PUT', { ...headers, 'x-hotelid': 'OTHER' })).status).toBe(403);
    expect((await put('rooms/status', { roomList: [{ roomId: '101' }], housekeepingRoomStatus: 'Clean' }, 'PUT', { ...headers, 'x-app-key': 'app-key-1' })).status).toBe(401);
    expect(standIn.applied).toEqual([]);
  });
});
