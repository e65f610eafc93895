import { describe, expect, it } from 'vitest';
import { testDatabases, useTestDb } from '../../test/test-db';
import { hotelDate } from '../../../src-shared/hotel-time';
import type { SeenRequest } from './pms-stand-in';
import { startApaleoStandIn } from './apaleo/apaleo.stand-in';
import { startMewsStandIn } from './mews/mews.stand-in';
import { startOperaStandIn } from './opera/opera.stand-in';
import { usePmsWorld } from './pms-test-world';
import { OPEN_ENDED_DAYS } from './pms-out-of-order';
import { pmsSyncFailures } from './pms-sync-failures.queries';

const TZ = 'Europe/Berlin';
const DAY_MS = 86_400_000;

/**
 * The vendors that hold out of service as a span (issue 20 point 5): Apaleo a maintenance of
 * type OutOfService from now in the hotel's offset, deleted by id; OPERA the outOfServiceRooms
 * list from the hotel's today, completed by PUT. Both open-ended: told as lasting OPEN_ENDED_DAYS.
 */
const SPANNING = [
  {
    name: 'apaleo',
    start: startApaleoStandIn,
    path: '/operations/v1/maintenances',
    isStart: (r: SeenRequest) => r.method === 'POST' && r.path.endsWith('/maintenances'),
    isEnd: (r: SeenRequest) => r.method === 'DELETE',
    keyOf: (r: SeenRequest) => r.headers['idempotency-key'],
    startBody: { type: 'OutOfService', description: 'Out of service' },
    nowFrom: (from: string) => Math.abs(Date.parse(from) - Date.now()) < 60_000 && from.endsWith('+01:00'),
    days: (from: string, until: string) => Math.round((Date.parse(until) - Date.parse(from)) / DAY_MS),
  },
  {
    name: 'opera',
    start: startOperaStandIn,
    path: '/rooms/outOfServiceRooms',
    isStart: (r: SeenRequest) => r.method === 'POST',
    isEnd: (r: SeenRequest) => r.method === 'PUT',
    keyOf: (r: SeenRequest) => r.headers['x-request-id'],
    startBody: { criteria: { roomRangeList: { roomIds: ['101'], roomOutOfOrder: { reasonCode: 'OTHER', returnStatus: 'Dirty' } } } },
    nowFrom: (from: string) => from === hotelDate(TZ),
    days: (from: string, until: string) => Math.round((Date.parse(until) - Date.parse(from)) / DAY_MS),
  },
] as const;

describe.each(testDatabases())('PMS out of service on %s', (kind) => {
  const database = useTestDb(kind);

  describe.each(SPANNING)('$name', (vendor) => {
    const pms = usePmsWorld(database, vendor.start);
    const spanRequests = () => pms.standIn.requests.filter((r) => r.path.includes(vendor.path));
    const oosApplied = () => pms.standIn.applied.filter((a) => a.condition.startsWith('OutOfService')).map((a) => `${a.roomNumber} ${a.condition}`);

    async function world() {
      const h = await pms.connect({ timezone: TZ });
      await h.worker.runOnce();
      const settled = async (n: string) => (await h.pushesOf(n)).every((p) => p.state !== 'pending');
      const pushes = async (n: string) => (await h.pushesOf(n)).map((p) => [p.kind, p.condition, p.state]);
      return { ...h, settled, pushes };
    }

    it('starts an open-ended out of service from now on entering, ends it on leaving, then sends the room’s new condition', async () => {
      const h = await world();
      await h.setStatus('101', 'out_of_service');
      await h.runUntil(async () => pms.standIn.blocks.length === 1);
      const [block] = pms.standIn.blocks;
      expect(block!.roomNumber).toBe('101');
      expect(vendor.nowFrom(block!.from), block!.from).toBe(true);
      expect(vendor.days(block!.from, block!.until)).toBe(OPEN_ENDED_DAYS);
      expect(spanRequests().find(vendor.isStart)!.body).toMatchObject(vendor.startBody);
      // Out of service is not 'PMS updated': the room keeps its status, and no condition went with it.
      await h.runUntil(() => h.settled('101'));
      expect(await h.statusOf('101')).toBe('out_of_service');
      expect(await h.pushes('101')).toEqual([['ooo_start', 'OutOfService', 'delivered']]);

      await h.setStatus('101', 'dirty');
      await h.runUntil(() => h.settled('101'));
      expect(pms.standIn.blocks).toEqual([]);
      expect(oosApplied()).toEqual(['101 OutOfService', '101 OutOfService ended']);
      // The end goes first, then the room's condition, even though the PMS last had Dirty before the out of service.
      expect(await h.pushes('101')).toEqual([
        ['ooo_start', 'OutOfService', 'delivered'],
        ['ooo_end', 'OutOfService end', 'delivered'],
        ['condition', 'Dirty', 'delivered'],
      ]);
      const endAt = pms.standIn.requests.findIndex((r) => r.path.includes(vendor.path) && vendor.isEnd(r));
      const conditionAt = pms.standIn.requests.findIndex((r) => r.path.includes(pms.standIn.pushPath));
      expect(endAt).toBeGreaterThanOrEqual(0);
      expect(conditionAt).toBeGreaterThan(endAt);
      expect(pms.standIn.conditionOf('101')).toBe('Dirty');
      expect(await pms.db.selectFrom('pms_out_of_order').select('id').execute()).toEqual([]);

      // Out of service again: a new one is started, and leaving for out of order ends it before the out of order starts.
      await h.setStatus('101', 'out_of_service');
      await h.runUntil(() => h.settled('101'));
      await h.caller.outOfOrder.set({ roomId: h.roomId('101'), reason: 'plumbing', until: null });
      await h.runUntil(() => h.settled('101'));
      expect((await h.pushes('101')).slice(3)).toEqual([
        ['ooo_start', 'OutOfService', 'delivered'],
        ['ooo_end', 'OutOfService end', 'delivered'],
        ['ooo_start', 'OutOfOrder', 'delivered'],
      ]);
      expect(pms.standIn.blocks).toHaveLength(1);
      expect(oosApplied()).toEqual(['101 OutOfService', '101 OutOfService ended', '101 OutOfService', '101 OutOfService ended']);
    });

    it('retries a start and an end with the same key, and sends neither twice when an answer is lost', async () => {
      const h = await world();
      pms.standIn.failNext(vendor.path, { status: 503, body: { message: 'Unavailable' } });
      await h.setStatus('102', 'out_of_service');
      await h.runUntil(() => h.settled('102'));
      pms.standIn.failNext(vendor.path, { status: 429, headers: { 'retry-after': '1' }, body: { message: 'Too many requests' } });
      await h.setStatus('102', 'clean');
      await h.runUntil(() => h.settled('102'));
      const sent = spanRequests().filter((r) => vendor.isStart(r) || vendor.isEnd(r));
      expect(sent.map((r) => (vendor.isStart(r) ? 'start' : 'end'))).toEqual(['start', 'start', 'end', 'end']);
      expect(vendor.keyOf(sent[0]!)).toBeTruthy();
      expect(vendor.keyOf(sent[1]!)).toBe(vendor.keyOf(sent[0]!));
      expect(vendor.keyOf(sent[3]!)).toBe(vendor.keyOf(sent[2]!));
      expect(sent[3]!.at - sent[2]!.at).toBeGreaterThanOrEqual(950);
      expect(oosApplied()).toEqual(['102 OutOfService', '102 OutOfService ended']);

      pms.standIn.loseNextAnswer(vendor.path);
      await h.setStatus('103', 'out_of_service');
      await h.runUntil(() => h.settled('103'));
      expect(pms.standIn.blocks).toHaveLength(1);
      pms.standIn.loseNextAnswer(vendor.path);
      await h.setStatus('103', 'dirty');
      await h.runUntil(() => h.settled('103'));
      expect(pms.standIn.blocks).toEqual([]);
      expect(oosApplied()).toEqual(['102 OutOfService', '102 OutOfService ended', '103 OutOfService', '103 OutOfService ended']);
      expect((await h.pushesOf('103')).map((p) => [p.kind, p.state])).toEqual([
        ['ooo_start', 'delivered'],
        ['ooo_end', 'delivered'],
        ['condition', 'delivered'],
      ]);
    });

    it('marks the room when the PMS refuses the out of service, and a later change clears it with nothing to end', async () => {
      const h = await world();
      pms.standIn.failNext(vendor.path, { status: 400, body: { message: 'Room is occupied' } });
      await h.setStatus('104', 'out_of_service');
      await h.runUntil(() => h.settled('104'));
      expect((await pmsSyncFailures(pms.db, h.hotel.id)).map((f) => f.roomNumber)).toEqual(['104']);
      await h.setStatus('104', 'dirty');
      await h.runUntil(() => h.settled('104'));
      expect(spanRequests().filter(vendor.isEnd)).toEqual([]);
      expect((await h.pushesOf('104')).map((p) => [p.kind, p.state])).toEqual([
        ['ooo_start', 'failed'],
        ['condition', 'delivered'],
      ]);
      expect(await pmsSyncFailures(pms.db, h.hotel.id)).toEqual([]);
    });
  });

  describe('mews', () => {
    const pms = usePmsWorld(database, startMewsStandIn);

    it('keeps out of service as the resource’s state: no block, replaced by the next state', async () => {
      const h = await pms.connect({ timezone: TZ });
      await h.worker.runOnce();
      await h.setStatus('101', 'out_of_service');
      await h.runUntil(async () => pms.standIn.conditionOf('101') === 'OutOfService');
      await h.setStatus('101', 'dirty');
      await h.runUntil(async () => pms.standIn.conditionOf('101') === 'Dirty');
      expect(pms.standIn.applied.map((a) => `${a.roomNumber} ${a.condition}`)).toEqual(['101 OutOfService', '101 Dirty']);
      expect(pms.standIn.blocks).toEqual([]);
      expect((await h.pushesOf('101')).map((p) => p.kind)).toEqual(['condition', 'condition']);
      expect(await pms.db.selectFrom('pms_out_of_order').select('id').execute()).toEqual([]);
    });
  });
});
