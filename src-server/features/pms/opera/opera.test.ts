import { describe, expect, it } from 'vitest';
import { mapCondition } from '../pms-mapping';
import { OPERA_MAPPING } from './opera-mapping';
import { operaConnector } from './opera.connector';
import { startOperaStandIn } from './opera.stand-in';

const ctx = { cleaningType: null, inspectionRequired: false };

describe('OPERA Cloud', () => {
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

  it('signs in with the app key, sends x-hotelid, and puts rooms out of service through their own list, completed there', async () => {
    const standIn = await startOperaStandIn(['101', '102']);
    try {
      const c = operaConnector({ baseUrl: standIn.url, propertyId: standIn.propertyId }, standIn.credentials as never);
      expect(await c.pushCondition({ roomNumber: '102' }, 'Pickup', 'k1')).toMatchObject({ ok: true });
      const oos = { kind: 'out_of_service' as const, reason: 'other' as const, from: new Date('2029-06-01T08:00:00Z'), until: new Date('2030-06-01T08:00:00Z'), returnStatus: 'dirty' as const, timezone: 'UTC' };
      const started = await c.startOutOfOrder({ roomNumber: '101' }, oos, 'k2', false);
      expect(started).toMatchObject({ ok: true, ref: '2029-06-01/2030-06-01' });
      expect(standIn.conditionOf('101')).toBe('OutOfService');
      expect(standIn.requests.at(-1)!.body).toMatchObject({
        criteria: { roomRangeList: { roomIds: ['101'], roomOutOfOrder: { reasonCode: 'OTHER', returnStatus: 'Dirty', newDateRange: { start: '2029-06-01', end: '2030-06-01' } } } },
      });
      expect(await c.endOutOfOrder({ roomNumber: '101' }, '2029-06-01/2030-06-01', oos, 'k3', false)).toMatchObject({ ok: true });
      expect(standIn.conditionOf('101')).toBe('Dirty');
      expect(standIn.applied.map((a) => a.condition)).toEqual(['Pickup', 'OutOfService', 'OutOfService ended']);
      const paths = standIn.requests.map((r) => `${r.method} ${r.path}`);
      expect(paths).toEqual([
        'POST /oauth/v1/tokens',
        'PUT /hsk/v1/hotels/HOTEL1/rooms/status',
        'POST /hsk/v1/hotels/HOTEL1/rooms/outOfServiceRooms',
        'PUT /hsk/v1/hotels/HOTEL1/rooms/outOfServiceRooms',
      ]);
      expect(standIn.requests[1]!.headers).toMatchObject({ 'x-app-key': 'app-key-1', 'x-hotelid': 'HOTEL1', authorization: 'Bearer opera-token-1' });
      const noKey = operaConnector({ baseUrl: standIn.url, propertyId: standIn.propertyId }, { ...(standIn.credentials as { clientId: string; clientSecret: string; appKey: string }), appKey: 'wrong' });
      await expect(noKey.test()).rejects.toThrow(/OPERA sign-in: HTTP 401/);
    } finally {
      await standIn.close();
    }
  });
});
