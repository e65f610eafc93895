import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operaConnector } from './opera.connector';
import { startOperaStandIn } from './opera.stand-in';
import { OHIP_CONTRACT } from './ohip-contract';
import hsk from './contract/hsk.json';

type StandIn = Awaited<ReturnType<typeof startOperaStandIn>>;
const key = () => crypto.randomUUID();
const shift = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const asRequest = (r: StandIn['requests'][number]) => ({ method: r.method, path: r.path, query: r.query, headers: r.headers, body: r.body });

/**
 * DESIGN §19: OHIP's published definition (hsk.json, oauth.json) is the contract. Every
 * request the connector builds and every answer the stand-in gives, refusals included, is
 * checked against it.
 */
describe('OPERA against OHIP’s published definition', () => {
  let standIn: StandIn;
  beforeAll(async () => {
    standIn = await startOperaStandIn(['101', '102', '103', '104'], { maxPage: 3, enterpriseId: 'ENT123' });
    standIn.setStays([
      { roomNumber: '101', arrival: shift(0), departure: shift(2), guests: 2 },
      { roomNumber: '102', arrival: shift(-1), departure: shift(0), guests: 1 },
    ]);
    const c = operaConnector({ baseUrl: standIn.url, propertyId: standIn.propertyId, enterpriseId: 'ENT123' }, standIn.credentials as never);
    await c.pullOccupancy(shift(0), 'UTC');
    // The comparison's read and Test connection's write back of one room, unchanged.
    await c.readConditions();
    await c.test();
    for (const condition of ['Clean', 'Inspected', 'Dirty', 'Pickup']) await c.pushCondition({ roomNumber: '103' }, condition, key());
    for (const kind of ['out_of_order', 'out_of_service'] as const) {
      const span = { kind, reason: 'repairs' as const, from: new Date(Date.now() + 60_000), until: new Date(Date.now() + 2 * 86_400_000), returnStatus: 'clean' as const, timezone: 'Europe/Berlin' };
      const started = await c.startOutOfOrder({ roomNumber: '104' }, span, key(), false);
      await c.endOutOfOrder({ roomNumber: '104' }, started.ok ? started.ref! : '', span, key(), false);
    }
    // Refusals the connector meets: a room OPERA lacks, an end of nothing held.
    await c.pushCondition({ roomNumber: '999' }, 'Clean', key());
    await c.endOutOfOrder({ roomNumber: '101' }, '2029-01-01/2029-01-02', { kind: 'out_of_order', reason: 'other', from: new Date(), until: new Date(), returnStatus: 'dirty', timezone: 'UTC' }, key(), false);
  });
  afterAll(async () => {
    await standIn.close();
  });

  it('keeps the fixture’s source: repository, path, commit and version', () => {
    expect(hsk['x-fixture-source']).toMatchObject({ repository: 'https://github.com/oracle/hospitality-api-docs', path: 'rest-api-specs/property/hsk.json', commit: expect.stringMatching(/^[0-9a-f]{40}$/), specVersion: hsk.info.version });
  });

  it('every request the connector built validates: method, path, query, headers and body', () => {
    const ops = standIn.requests.map((r) => OHIP_CONTRACT.operationId(r.method, r.path));
    expect(new Set(ops)).toEqual(new Set(['getToken', 'getHousekeepingOverview', 'putRoomRelatedStatus', 'postOutOfOrderRooms', 'completeOutOfOrderRooms', 'postOutOfServiceRooms', 'completeOutOfServiceRooms']));
    for (const r of standIn.requests) expect(OHIP_CONTRACT.checkRequest(asRequest(r)), `${r.method} ${r.path}`).toEqual([]);
  });

  it('every answer the stand-in gave validates, its refusals in OHIP’s error body', () => {
    expect(standIn.exchanges.map((e) => e.answer.status)).toEqual(expect.arrayContaining([200, 201, 404]));
    for (const { request, answer } of standIn.exchanges) {
      expect(OHIP_CONTRACT.checkAnswer(request.method, request.path, answer), `${request.method} ${request.path} ${answer.status}`).toEqual([]);
    }
  });

  it('refuses the shapes the connector used to send, so this test fails on them', () => {
    const headers = { authorization: 'Bearer t', 'x-app-key': standIn.credentials.appKey, 'x-hotelid': 'HOTEL1', 'content-type': 'application/json' };
    const put = (path: string, body: unknown, method = 'PUT') => OHIP_CONTRACT.checkRequest({ method, path: `/hsk/v1/hotels/HOTEL1/${path}`, query: new URLSearchParams(), headers, body });
    expect(put('rooms/status', { criteria: { hotelId: 'HOTEL1', roomNumber: ['101'], housekeepingRoomStatus: 'Clean' } })).toEqual(['body must NOT have additional properties: criteria']);
    expect(put('rooms/status', { roomList: [{ roomId: '101' }], housekeepingRoomStatus: 'Cleaned' })[0]).toMatch(/housekeepingRoomStatus must be equal to one of the allowed values/);
    expect(put('rooms/outOfOrderRooms', { criteria: { hotelId: 'HOTEL1', roomRangeList: { roomIds: ['101'] } } }, 'POST')).toEqual(['body/criteria must NOT have additional properties: hotelId']);
    const overview = (q: string, h: Record<string, string> = headers) => OHIP_CONTRACT.checkRequest({ method: 'GET', path: '/hsk/v1/hotels/HOTEL1/housekeepingOverview', query: new URLSearchParams(q), headers: h, body: undefined });
    expect(overview('limit=200&offset=0&fetchInstructions=ResvInfo')).toEqual([]);
    expect(overview('limit=lots')).toEqual(['query limit must be integer']);
    const { 'x-hotelid': _hotel, ...noHotel } = headers;
    expect(overview('limit=20', noHotel)).toEqual(['header x-hotelid is required']);
    expect(overview('limit=20', { ...headers, 'x-app-key': 'app-key-1' })[0]).toMatch(/^header x-app-key must match pattern/);
    const token = (h: Record<string, string>) => OHIP_CONTRACT.checkRequest({ method: 'POST', path: '/oauth/v1/tokens', query: new URLSearchParams(), headers: { 'x-app-key': standIn.credentials.appKey, 'content-type': 'application/x-www-form-urlencoded', ...h }, body: 'grant_type=client_credentials' });
    expect(token({ enterpriseId: 'ENT123' })).toEqual([]);
    expect(token({ enterpriseId: 'ent-123' })).toEqual(['header enterpriseId must match pattern "^[A-Z0-9]{1,8}$"']);
    expect(OHIP_CONTRACT.checkAnswer('GET', '/hsk/v1/hotels/HOTEL1/housekeepingOverview', { status: 200, body: { housekeepingRooms: [{ roomId: '101', reservationStatus: 'DepartedOut' }] } })).toEqual(['200 answer must NOT have additional properties: housekeepingRooms']);
    expect(OHIP_CONTRACT.checkAnswer('GET', '/hsk/v1/hotels/HOTEL1/housekeepingOverview', { status: 200, body: { housekeepingRoomInfo: { housekeepingRooms: { room: [{ roomId: '101', housekeeping: { housekeepingRoomStatus: { reservationStatusList: ['DepartedOut'] } } }] } } } })[0]).toMatch(/must be equal to one of the allowed values/);
  });
});
