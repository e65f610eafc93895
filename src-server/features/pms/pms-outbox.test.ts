import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testDatabases, useTestDb } from '../../test/test-db';
import { startApaleoStandIn } from './apaleo/apaleo.stand-in';
import { startMewsStandIn } from './mews/mews.stand-in';
import { startOperaStandIn } from './opera/opera.stand-in';
import { usePmsWorld } from './pms-test-world';
import { readPmsLog } from './pms-connections.queries';

/** Each vendor's stand-in, and what a clean room (inspection off) becomes there (DESIGN §17). */
const VENDORS = [
  { name: 'apaleo', start: startApaleoStandIn, clean: 'Clean', dirty: 'Dirty' },
  { name: 'mews', start: startMewsStandIn, clean: 'Inspected', dirty: 'Dirty' },
  { name: 'opera', start: startOperaStandIn, clean: 'Clean', dirty: 'Dirty' },
] as const;

const today = () => new Date().toISOString().slice(0, 10);
const shift = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabases())('PMS outbox on %s', (kind) => {
  const database = useTestDb(kind);

  describe.each(VENDORS)('$name', (vendor) => {
    const pms = usePmsWorld(database, vendor.start);
    const pushRequests = () => pms.standIn.requests.filter((r) => r.path.includes(pms.standIn.pushPath));

    it('pushes a cleaned room and marks it PMS updated by the system, through the normal change path, without pushing again', async () => {
      const { db, standIn } = pms;
      const h = await pms.connect();
      await h.worker.runOnce();
      await h.setStatus('101', 'clean');
      await h.worker.runOnce();
      expect(standIn.conditionOf('101')).toBe(vendor.clean);
      expect(await h.statusOf('101')).toBe('pms_updated');
      const history = await db
        .selectFrom('room_status_events')
        .select(['from_status', 'to_status', 'actor_id'])
        .where('room_id', '=', h.roomId('101'))
        .orderBy('at')
        .orderBy('id')
        .execute();
      expect(history.at(-1)).toEqual({ from_status: 'clean', to_status: 'pms_updated', actor_id: null });
      // The PMS-updated change is in the change log (live events, webhooks) ...
      const logged = await db.selectFrom('hotel_changes').select('room_ids').where('hotel_id', '=', h.hotel.id).where('kind', '=', 'rooms').execute();
      expect(logged.filter((c) => c.room_ids.includes(h.roomId('101')))).toHaveLength(2);
      // ... and sets off no push of its own.
      await h.worker.runOnce();
      await h.worker.runOnce();
      expect(pushRequests()).toHaveLength(1);
      expect((await h.pushesOf('101')).map((p) => p.state)).toEqual(['delivered']);
    });

    it('retries a 429 after its Retry-After and a 5xx with backoff, then succeeds once', async () => {
      const { standIn } = pms;
      const h = await pms.connect();
      await h.worker.runOnce();
      standIn.failNext(standIn.pushPath, { status: 429, headers: { 'retry-after': '1' }, body: { message: 'Too many requests' } }, { status: 503, body: { message: 'Unavailable' } });
      await h.setStatus('102', 'clean');
      await h.worker.runOnce();
      const [afterFirst] = await h.pushesOf('102');
      expect(afterFirst).toMatchObject({ state: 'pending', attempts: 1, last_status: 429 });
      await h.runUntil(async () => (await h.statusOf('102')) === 'pms_updated');
      const [push] = await h.pushesOf('102');
      expect(push).toMatchObject({ state: 'delivered', attempts: 3 });
      const times = pushRequests().map((r) => r.at);
      expect(times).toHaveLength(3);
      // Retry-After: 1 was waited for; the 5xx waited for the backoff (base 20 ms, ±20 %).
      expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(950);
      expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(15);
      expect(standIn.applied).toEqual([{ roomNumber: '102', condition: vendor.clean }]);
    });

    it('logs a 4xx refusal with the vendor’s answer, does not retry it, marks the room, and the manual PMS Updated still works', async () => {
      const { db, standIn } = pms;
      const h = await pms.connect();
      await h.worker.runOnce();
      standIn.failNext(standIn.pushPath, { status: 400, body: { message: 'Room is locked by the front office' } });
      await h.setStatus('103', 'clean');
      await h.worker.runOnce();
      await new Promise((resolve) => setTimeout(resolve, 150));
      await h.worker.runOnce();
      const [push] = await h.pushesOf('103');
      expect(push).toMatchObject({ state: 'failed', attempts: 1, last_status: 400 });
      expect(push!.last_answer).toContain('Room is locked by the front office');
      expect(pushRequests()).toHaveLength(1);
      expect(await h.statusOf('103')).toBe('clean');
      const log = await readPmsLog(db, h.connection.id);
      expect(log.failedRooms.map((r) => r.roomNumber)).toEqual(['103']);
      await h.setStatus('103', 'pms_updated');
      expect(await h.statusOf('103')).toBe('pms_updated');
    });

    it('does not apply a retried push twice when the first answer was lost', async () => {
      const { standIn } = pms;
      const h = await pms.connect();
      await h.worker.runOnce();
      standIn.loseNextAnswer(standIn.pushPath);
      await h.setStatus('104', 'clean');
      await h.runUntil(async () => (await h.statusOf('104')) === 'pms_updated');
      expect(pushRequests()).toHaveLength(2);
      expect(standIn.applied).toEqual([{ roomNumber: '104', condition: vendor.clean }]);
      if (vendor.name !== 'mews') {
        // The same key on both attempts: the outbox row's id (Mews's state update is idempotent by itself).
        const keys = pushRequests().map((r) => r.headers['idempotency-key'] ?? r.headers['x-request-id']);
        expect(keys[0]).toBeTruthy();
        expect(keys[1]).toBe(keys[0]);
      }
    });

    it('sends a room’s latest condition in order: a newer change supersedes a push still waiting', async () => {
      const { standIn } = pms;
      const h = await pms.connect();
      await h.worker.runOnce();
      // Told to come back in a minute: the push is still waiting when the room moves on.
      standIn.failNext(standIn.pushPath, { status: 429, headers: { 'retry-after': '60' } });
      await h.setStatus('105', 'clean');
      await h.worker.runOnce();
      await h.setStatus('105', 'dirty');
      await h.runUntil(async () => (await h.pushesOf('105')).some((p) => p.state === 'delivered'));
      expect((await h.pushesOf('105')).map((p) => [p.condition, p.state])).toEqual([
        [vendor.clean, 'superseded'],
        [vendor.dirty, 'delivered'],
      ]);
      expect(standIn.conditionOf('105')).toBe(vendor.dirty);
      expect(await h.statusOf('105')).toBe('dirty');
    });

    it('pulls the day’s occupancy through every page into the occupancy model', async () => {
      const { db, standIn } = pms;
      const h = await pms.connect();
      standIn.setStays([
        { roomNumber: '101', arrival: shift(-2), departure: shift(1), guests: 2 },
        { roomNumber: '102', arrival: shift(-3), departure: today(), guests: 1 },
        { roomNumber: '103', arrival: today(), departure: shift(2), guests: 3 },
        { roomNumber: '104', arrival: shift(-1), departure: today(), guests: 2, checkedOut: true },
      ]);
      await h.worker.runOnce();
      const rows = await db
        .selectFrom('room_occupancy as o')
        .innerJoin('rooms as r', 'r.id', 'o.room_id')
        .select(['r.room_number', 'o.stay', 'o.occupied', 'o.guests', 'o.source', sql<string>`o.day::text`.as('day')])
        .where('o.hotel_id', '=', h.hotel.id)
        .orderBy('r.room_number')
        .execute();
      expect(rows.map((r) => [r.room_number, r.stay, r.occupied, r.guests])).toEqual([
        ['101', 'stayover', true, 2],
        ['102', 'due_out', true, 1],
        ['103', 'arrival', true, 3],
        ['104', 'departed', false, 2],
      ]);
      expect(new Set(rows.map((r) => r.source))).toEqual(new Set([`pms:${vendor.name}`]));
      expect(new Set(rows.map((r) => r.day))).toEqual(new Set([today()]));
      // More than one page was read (the stand-ins page at most two items). Mews answers Count
      // items a page as published, and a short page ends the list: its paging is shown on
      // 1,200 reservations in mews/mews-large-property.test.ts.
      const listCalls = standIn.requests.filter((r) => /reservations|housekeepingOverview/.test(r.path));
      expect(listCalls.length).toBeGreaterThan(vendor.name === 'mews' ? 0 : 1);
    });
  });
});
