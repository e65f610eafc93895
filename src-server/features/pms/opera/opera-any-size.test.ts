import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDatabases, useTestDb } from '../../../test/test-db';
import type { StandInStay } from '../pms-stand-in';
import { connectedHotel } from '../pms-test-world';
import { OHIP_CONTRACT } from './ohip-contract';
import { startOperaStandIn } from './opera.stand-in';

const ROOMS = Array.from({ length: 1200 }, (_, i) => String(1000 + i));
const DAY = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** 1,150 reservations on today: 400 arrivals, 400 stayovers, 300 due out, 50 gone already; 50 rooms empty. */
function stays(): StandInStay[] {
  return ROOMS.slice(0, 1150).map((roomNumber, i) => {
    if (i < 400) return { roomNumber, arrival: dateIn(0), departure: dateIn(2), guests: 2 };
    if (i < 800) return { roomNumber, arrival: dateIn(-2), departure: dateIn(1), guests: 1 };
    if (i < 1100) return { roomNumber, arrival: dateIn(-3), departure: dateIn(0), guests: 3 };
    return { roomNumber, arrival: dateIn(-1), departure: dateIn(0), guests: 2, checkedOut: true };
  });
}

describe.each(testDatabases())('OPERA at hotel size on %s', (kind) => {
  const database = useTestDb(kind);
  let standIn: Awaited<ReturnType<typeof startOperaStandIn>> | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await standIn?.close();
  });

  it('a 1,200-room hotel reads a day of 1,150 reservations page by page, and every change reaches OPERA as OHIP publishes it', { timeout: 240_000 }, async () => {
    standIn = await startOperaStandIn(ROOMS, { maxPage: 4000 });
    standIn.setStays(stays());
    const h = await connectedHotel(database.db, standIn, { rooms: ROOMS, timezone: 'UTC', inspectionRequired: true });

    // The first pass pulls today's occupancy: six pages of 200.
    await h.worker.runOnce();
    const day = dateIn(0);
    const occupancy = await database.db.selectFrom('room_occupancy').select(['stay', 'occupied', 'guests']).where('hotel_id', '=', h.hotel.id).where('day', '=', day).execute();
    const count = (stay: string) => occupancy.filter((o) => o.stay === stay).length;
    expect({ arrival: count('arrival'), stayover: count('stayover'), due_out: count('due_out'), departed: count('departed') }).toEqual({ arrival: 400, stayover: 400, due_out: 300, departed: 50 });
    expect(occupancy.filter((o) => o.occupied)).toHaveLength(1100);
    const pages = standIn.requests.filter((r) => r.path.endsWith('/housekeepingOverview'));
    expect(pages.map((r) => r.query.get('offset'))).toEqual(['0', '200', '400', '600', '800', '1000']);

    // Mark Clean, then Inspected.
    await h.setStatus('1000', 'clean');
    await h.runUntil(async () => standIn!.conditionOf('1000') === 'Clean');
    await h.caller.roomLifecycle.inspect({ roomId: h.roomId('1000'), result: 'pass' });
    await h.runUntil(async () => standIn!.conditionOf('1000') === 'Inspected');

    // Out of order started, edited, and ended a day later; out of service started and ended.
    const inDays = (d: number) => new Date(Date.now() + d * DAY).toISOString();
    await h.caller.outOfOrder.set({ roomId: h.roomId('1199'), reason: 'plumbing', until: inDays(3) });
    await h.runUntil(async () => standIn!.blocks.length === 1);
    await h.caller.outOfOrder.set({ roomId: h.roomId('1199'), reason: 'plumbing', until: inDays(5) });
    await h.runUntil(async () => standIn!.blocks.length === 1 && standIn!.blocks[0]!.until === dateIn(5));
    const { from: started, until: ending } = standIn.blocks[0]!;
    expect(started).toBe(dateIn(0));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + DAY });
    await h.caller.outOfOrder.returnToService({ roomId: h.roomId('1199') });
    await h.runUntil(async () => standIn!.blocks.length === 0 && (await h.pushesOf('1199')).every((p) => p.state === 'delivered'));
    const end = standIn.requests.filter((r) => r.method === 'PUT' && r.path.endsWith('/outOfOrderRooms')).at(-1)!;
    expect(end.body).toMatchObject({ criteria: { roomRangeList: { roomIds: ['1199'], roomOutOfOrder: { start: started, end: ending } } } });

    await h.setStatus('1198', 'out_of_service');
    await h.runUntil(async () => standIn!.conditionOf('1198') === 'OutOfService');
    await h.setStatus('1198', 'dirty');
    await h.runUntil(async () => standIn!.conditionOf('1198') === 'Dirty');

    expect(standIn.applied.map((a) => `${a.roomNumber} ${a.condition}`)).toEqual([
      '1000 Clean',
      '1000 Inspected',
      '1199 OutOfOrder',
      '1199 OutOfOrder ended',
      '1199 OutOfOrder',
      '1199 OutOfOrder ended',
      '1199 Dirty',
      '1198 OutOfService',
      '1198 OutOfService ended',
      '1198 Dirty',
    ]);
    // Every request validates against OHIP's definition, and every answer the stand-in gave too.
    for (const r of standIn.requests) expect(OHIP_CONTRACT.checkRequest(r), `${r.method} ${r.path}`).toEqual([]);
    for (const { request, answer } of standIn.exchanges) expect(OHIP_CONTRACT.checkAnswer(request.method, request.path, answer)).toEqual([]);
    expect(standIn.exchanges.every((e) => e.answer.status < 300)).toBe(true);
  });
});
