import { describe, expect, it } from 'vitest';
import { mapCondition } from '../pms-mapping';
import { MEWS_MAPPING } from './mews-mapping';
import { mewsConnector } from './mews.connector';
import { startMewsStandIn } from './mews.stand-in';

const ctx = { cleaningType: null, inspectionRequired: false };

describe('Mews', () => {
  it('maps our statuses to resource states and blocks (DESIGN §17)', () => {
    expect(mapCondition(MEWS_MAPPING, { ...ctx, status: 'dirty' })).toBe('Dirty');
    expect(mapCondition(MEWS_MAPPING, { ...ctx, status: 'assigned' })).toBe('Dirty');
    expect(mapCondition(MEWS_MAPPING, { ...ctx, status: 'clean', inspectionRequired: true })).toBe('Clean');
    expect(mapCondition(MEWS_MAPPING, { ...ctx, status: 'clean' })).toBe('Inspected');
    expect(mapCondition(MEWS_MAPPING, { ...ctx, status: 'inspected', inspectionRequired: true })).toBe('Inspected');
    expect(mapCondition(MEWS_MAPPING, { ...ctx, status: 'out_of_service' })).toBe('OutOfService');
    expect(mapCondition(MEWS_MAPPING, { ...ctx, status: 'out_of_order' })).toBe('OutOfOrder');
    expect(mapCondition(MEWS_MAPPING, { ...ctx, status: 'pms_updated' })).toBeNull();
  });

  it('sends the tokens in the body, blocks a room out of order and deletes the block by its id, and reports a bad token without retrying', async () => {
    const standIn = await startMewsStandIn(['101', '102', '103']);
    try {
      const c = mewsConnector({ baseUrl: standIn.url, propertyId: standIn.propertyId }, standIn.credentials as never);
      const ooo = { kind: 'out_of_order' as const, reason: 'repairs' as const, from: new Date('2029-06-01T08:00:00Z'), until: new Date('2029-06-02T08:00:00Z'), returnStatus: 'dirty' as const, timezone: 'UTC' };
      const started = await c.startOutOfOrder({ roomNumber: '103' }, ooo, 'k1', false);
      expect(started).toMatchObject({ ok: true, ref: standIn.blocks[0]!.id });
      expect(standIn.blocks).toEqual([{ id: expect.any(String), roomNumber: '103', from: '2029-06-01T08:00:00.000Z', until: '2029-06-02T08:00:00.000Z', reason: 'Out of order: Repairs' }]);
      expect(standIn.requests.at(-1)).toMatchObject({ path: '/api/connector/v1/resourceBlocks/add' });
      expect(await c.endOutOfOrder({ roomNumber: '103' }, started.ok ? started.ref! : '', ooo, 'k2', false)).toMatchObject({ ok: true });
      expect(standIn.blocks).toEqual([]);
      expect(standIn.requests.at(-1)).toMatchObject({ path: '/api/connector/v1/resourceBlocks/delete' });
      expect(await c.pushCondition({ roomNumber: '999' }, 'Dirty', 'k2')).toMatchObject({ ok: false, retry: false });
      const wrong = mewsConnector({ baseUrl: standIn.url, propertyId: 'x' }, { clientToken: 'bad', accessToken: 'bad' });
      await expect(wrong.test()).rejects.toThrow(/HTTP 401/);
    } finally {
      await standIn.close();
    }
  });
});
