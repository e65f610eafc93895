import { describe, expect, it } from 'vitest';
import { testDatabases, useTestDb } from '../../test/test-db';
import { hotelDate } from '../../../src-shared/hotel-time';
import { beginScheduledOutOfOrder } from '../out-of-order/out-of-order-schedule.service';
import type { SeenRequest } from './pms-stand-in';
import { startApaleoStandIn } from './apaleo/apaleo.stand-in';
import { startMewsStandIn } from './mews/mews.stand-in';
import { startOperaStandIn } from './opera/opera.stand-in';
import { usePmsWorld } from './pms-test-world';
import { pmsSyncFailures } from './pms-sync-failures.queries';

const TZ = 'Europe/Berlin';
/** Fixed instants, so the vendor's form of each is known: winter (+01:00) and summer (+02:00) in Berlin. */
const UNTIL = '2030-01-15T09:30:00.000Z';
const NEXT_FROM = '2029-06-01T08:00:00.000Z';
const NEXT_UNTIL = '2029-06-03T08:00:00.000Z';

/**
 * Each vendor's form of an out of order (issue 20 point 5): Apaleo local times with the
 * hotel's offset and the reason as description; Mews UTC and the reason as Name; OPERA the
 * hotel's dates and its reason code. `keyOf` reads the idempotency key a start was sent with.
 */
const VENDORS = [
  {
    name: 'apaleo',
    start: startApaleoStandIn,
    startPath: '/operations/v1/maintenances',
    until: '2030-01-15T10:30:00+01:00',
    next: { from: '2029-06-01T10:00:00+02:00', until: '2029-06-03T10:00:00+02:00' },
    reason: 'Out of order: Plumbing',
    isStart: (r: SeenRequest) => r.method === 'POST',
    isEnd: (r: SeenRequest) => r.method === 'DELETE',
    keyOf: (r: SeenRequest) => r.headers['idempotency-key'],
    nowFrom: (from: string) => Math.abs(Date.parse(from) - Date.now()) < 60_000 && from.endsWith('+01:00'),
  },
  {
    name: 'mews',
    start: startMewsStandIn,
    startPath: '/resourceBlocks/add',
    until: UNTIL,
    next: { from: NEXT_FROM, until: NEXT_UNTIL },
    reason: 'Out of order: Plumbing',
    isStart: (r: SeenRequest) => r.path.endsWith('/add'),
    isEnd: (r: SeenRequest) => r.path.endsWith('/delete'),
    keyOf: (r: SeenRequest) => (r.body as { ResourceBlocks: { Notes: string }[] }).ResourceBlocks[0]!.Notes,
    nowFrom: (from: string) => Math.abs(Date.parse(from) - Date.now()) < 60_000 && from.endsWith('Z'),
  },
  {
    name: 'opera',
    start: startOperaStandIn,
    startPath: '/rooms/outOfOrderRooms',
    until: '2030-01-15',
    next: { from: '2029-06-01', until: '2029-06-03' },
    reason: 'PLUMBING',
    isStart: (r: SeenRequest) => r.method === 'POST',
    isEnd: (r: SeenRequest) => r.method === 'PUT',
    keyOf: (r: SeenRequest) => r.headers['x-request-id'],
    nowFrom: (from: string) => from === hotelDate(TZ),
  },
] as const;

describe.each(testDatabases())('PMS out of order on %s', (kind) => {
  const database = useTestDb(kind);

  describe.each(VENDORS)('$name', (vendor) => {
    const pms = usePmsWorld(database, vendor.start);
    const blockRequests = () => pms.standIn.requests.filter((r) => r.path.includes(pms.standIn.blockPath));
    const oooApplied = () => pms.standIn.applied.filter((a) => a.condition.startsWith('OutOfOrder')).map((a) => `${a.roomNumber} ${a.condition}`);

    async function world() {
      const h = await pms.connect({ timezone: TZ });
      await h.worker.runOnce();
      const oooPushes = async (n: string) => (await h.pushesOf(n)).filter((p) => p.kind !== 'condition').map((p) => [p.kind, p.state]);
      const settled = async (n: string) => (await h.pushesOf(n)).every((p) => p.state !== 'pending');
      return { ...h, oooPushes, settled };
    }

    it('sends the room’s reason and until, starting now, edits by ending and sending again, and ends it on return to service', async () => {
      const h = await world();
      await h.caller.outOfOrder.set({ roomId: h.roomId('101'), reason: 'plumbing', until: UNTIL });
      await h.runUntil(async () => pms.standIn.blocks.length === 1);
      const [block] = pms.standIn.blocks;
      expect(block).toMatchObject({ roomNumber: '101', until: vendor.until, reason: vendor.reason });
      expect(vendor.nowFrom(block!.from), block!.from).toBe(true);
      // Out of order is not 'PMS updated': the room keeps its status.
      expect(await h.statusOf('101')).toBe('out_of_order');

      // A new 'until' is the PMS's too: the old one ended, the new one sent.
      await h.caller.outOfOrder.set({ roomId: h.roomId('101'), reason: 'plumbing', until: NEXT_UNTIL });
      await h.runUntil(async () => pms.standIn.blocks.length === 1 && pms.standIn.blocks[0]!.until === vendor.next.until);
      expect(pms.standIn.blocks[0]).toMatchObject({ roomNumber: '101', reason: vendor.reason });

      await h.caller.outOfOrder.returnToService({ roomId: h.roomId('101') });
      await h.runUntil(() => h.settled('101'));
      expect(pms.standIn.blocks).toEqual([]);
      expect(oooApplied()).toEqual(['101 OutOfOrder', '101 OutOfOrder ended', '101 OutOfOrder', '101 OutOfOrder ended']);
      // The end goes before the room's returned condition.
      const kinds = (await h.pushesOf('101')).map((p) => p.kind);
      expect(kinds.slice(-2)).toEqual(['ooo_end', 'condition']);
      expect(await pms.db.selectFrom('pms_out_of_order').select('id').execute()).toEqual([]);
    });

    it('sends a scheduled out of order with its future start; its beginning sends nothing more; cancelling one ends it', async () => {
      const h = await world();
      await h.caller.outOfOrder.set({ roomId: h.roomId('102'), reason: 'plumbing', from: NEXT_FROM, until: NEXT_UNTIL });
      await h.runUntil(async () => pms.standIn.blocks.length === 1);
      expect(pms.standIn.blocks[0]).toMatchObject({ roomNumber: '102', from: vendor.next.from, until: vendor.next.until, reason: vendor.reason });
      expect(await h.statusOf('102')).toBe('dirty');

      // The periodic pass begins it at its 'from': the same out of order, already in the PMS.
      expect(await beginScheduledOutOfOrder(pms.db, h.bus, new Date(Date.parse(NEXT_FROM) + 1000))).toEqual([h.roomId('102')]);
      expect(await h.statusOf('102')).toBe('out_of_order');
      await h.worker.runOnce();
      await h.worker.runOnce();
      expect(blockRequests().filter(vendor.isStart)).toHaveLength(1);
      expect(await h.oooPushes('102')).toEqual([['ooo_start', 'delivered']]);

      await h.caller.outOfOrder.set({ roomId: h.roomId('103'), reason: 'electrical', from: NEXT_FROM, until: null });
      await h.runUntil(async () => pms.standIn.blocks.some((b) => b.roomNumber === '103'));
      await h.caller.outOfOrder.cancelScheduled({ roomId: h.roomId('103') });
      await h.runUntil(() => h.settled('103'));
      expect(pms.standIn.blocks.map((b) => b.roomNumber)).toEqual(['102']);
      expect(oooApplied()).toEqual(['102 OutOfOrder', '103 OutOfOrder', '103 OutOfOrder ended']);
      expect(await h.oooPushes('103')).toEqual([
        ['ooo_start', 'delivered'],
        ['ooo_end', 'delivered'],
      ]);
    });

    it('retries a 429 and a 5xx with the same key, and the end waits for its start', async () => {
      const h = await world();
      pms.standIn.failNext(vendor.startPath, { status: 429, headers: { 'retry-after': '1' }, body: { message: 'Too many requests' } }, { status: 503, body: { message: 'Unavailable' } });
      await h.caller.outOfOrder.set({ roomId: h.roomId('104'), reason: 'plumbing', until: UNTIL });
      await h.worker.runOnce();
      // Returned to service while its start still waits for a retry: the end is queued behind it.
      await h.caller.outOfOrder.returnToService({ roomId: h.roomId('104') });
      await h.runUntil(() => h.settled('104'));
      const sent = blockRequests().filter((r) => vendor.isStart(r) || vendor.isEnd(r));
      expect(sent.map((r) => (vendor.isStart(r) ? 'start' : 'end'))).toEqual(['start', 'start', 'start', 'end']);
      const keys = sent.slice(0, 3).map(vendor.keyOf);
      expect(keys[0]).toBeTruthy();
      expect(new Set(keys).size).toBe(1);
      expect(sent[1]!.at - sent[0]!.at).toBeGreaterThanOrEqual(950);
      expect(oooApplied()).toEqual(['104 OutOfOrder', '104 OutOfOrder ended']);
      expect(pms.standIn.blocks).toEqual([]);
      expect(await h.oooPushes('104')).toEqual([
        ['ooo_start', 'delivered'],
        ['ooo_end', 'delivered'],
      ]);
    });

    it('does not start or end twice when the vendor carried a request out but its answer was lost', async () => {
      const h = await world();
      pms.standIn.loseNextAnswer(pms.standIn.blockPath);
      await h.caller.outOfOrder.set({ roomId: h.roomId('105'), reason: 'plumbing', until: UNTIL });
      await h.runUntil(() => h.settled('105'));
      expect(pms.standIn.blocks).toHaveLength(1);
      pms.standIn.loseNextAnswer(pms.standIn.blockPath);
      await h.caller.outOfOrder.returnToService({ roomId: h.roomId('105') });
      await h.runUntil(() => h.settled('105'));
      expect(pms.standIn.blocks).toEqual([]);
      expect(oooApplied()).toEqual(['105 OutOfOrder', '105 OutOfOrder ended']);
      expect(await h.oooPushes('105')).toEqual([
        ['ooo_start', 'delivered'],
        ['ooo_end', 'delivered'],
      ]);
    });

    it('records an end whose start never reached the PMS as done without sending it, and clears the room’s mark', async () => {
      const h = await world();
      // Told to wait a second: the room returns to service while its start still waits.
      pms.standIn.failNext(vendor.startPath, { status: 429, headers: { 'retry-after': '1' }, body: { message: 'Slow down' } }, { status: 400, body: { message: 'Room is occupied' } });
      await h.caller.outOfOrder.set({ roomId: h.roomId('101'), reason: 'plumbing', until: UNTIL });
      await h.worker.runOnce();
      await h.caller.outOfOrder.returnToService({ roomId: h.roomId('101') });
      await h.runUntil(() => h.settled('101'));
      const pushes = (await h.pushesOf('101')).filter((p) => p.kind !== 'condition');
      expect(pushes.map((p) => [p.kind, p.state, p.last_status])).toEqual([
        ['ooo_start', 'failed', 400],
        ['ooo_end', 'delivered', null],
      ]);
      expect(pushes[1]!.last_answer).toContain('never reached the PMS');
      expect(blockRequests().filter(vendor.isEnd)).toEqual([]);
      expect(await pmsSyncFailures(pms.db, h.hotel.id)).toEqual([]);
      // A start refused outright and never followed by an end leaves nothing held: a later return sends no end at all.
      pms.standIn.failNext(vendor.startPath, { status: 400, body: { message: 'Room is occupied' } });
      await h.caller.outOfOrder.set({ roomId: h.roomId('102'), reason: 'plumbing', until: UNTIL });
      await h.runUntil(() => h.settled('102'));
      expect((await pmsSyncFailures(pms.db, h.hotel.id)).map((f) => f.roomNumber)).toEqual(['102']);
      await h.caller.outOfOrder.returnToService({ roomId: h.roomId('102') });
      await h.runUntil(() => h.settled('102'));
      expect(await h.oooPushes('102')).toEqual([['ooo_start', 'failed']]);
    });
  });
});
