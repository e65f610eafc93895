import { afterEach, describe, expect, it } from 'vitest';
import { formatInTimeZone } from 'date-fns-tz';
import { testDatabases, useTestDb } from '../../../test/test-db';
import { hotelDate } from '../../../../src-shared/hotel-time';
import { connectedHotel } from '../pms-test-world';
import { apaleoContract } from './apaleo-contract';
import { startApaleoStandIn, type ApaleoStandIn } from './apaleo.stand-in';

const TZ = 'Europe/Berlin';
const DAY_MS = 86_400_000;
const ROOMS = Array.from({ length: 1200 }, (_, i) => String(1000 + i));
const STAYS = ['arrival', 'stayover', 'due_out', 'departed'] as const;

/** A date `days` from the hotel's today. */
const day = (days: number) => new Date(Date.parse(`${hotelDate(TZ)}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

describe.each(testDatabases())('A 1,200-room hotel on Apaleo, on %s', (kind) => {
  const database = useTestDb(kind);
  let standIn: ApaleoStandIn | undefined;
  afterEach(async () => {
    await standIn?.close();
  });

  it('pulls a day of 1,200 reservations page by page, and every push, out of order and out of service reaches Apaleo as it publishes them', { timeout: 180_000 }, async () => {
    standIn = await startApaleoStandIn(ROOMS, { maxPage: 200, offset: formatInTimeZone(new Date(), TZ, 'xxx') });
    const s = standIn;
    // Every room touches today: arriving, staying, due out, or gone already.
    s.setStays(
      ROOMS.map((roomNumber, i) => {
        const kindOf = STAYS[i % 4]!;
        if (kindOf === 'arrival') return { roomNumber, arrival: day(0), departure: day(2), guests: 2 };
        if (kindOf === 'stayover') return { roomNumber, arrival: day(-2), departure: day(1), guests: 1 };
        return { roomNumber, arrival: day(-1), departure: day(0), guests: 1, checkedOut: kindOf === 'departed' };
      }),
    );
    const h = await connectedHotel(database.db, s, { rooms: ROOMS, timezone: TZ });
    await h.worker.runOnce();

    // Occupancy: every room, through every page (200 at most, as Apaleo serves them).
    const occupancy = await database.db.selectFrom('room_occupancy').select(['stay']).where('hotel_id', '=', h.hotel.id).where('day', '=', hotelDate(TZ)).execute();
    expect(occupancy).toHaveLength(1200);
    for (const stay of STAYS) expect(occupancy.filter((o) => o.stay === stay)).toHaveLength(300);
    const pages = (part: string) => s.requests.filter((r) => r.path === part).map((r) => r.query.get('pageNumber'));
    expect(pages('/inventory/v1/units')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(pages('/booking/v1/reservations')).toEqual(['1', '2', '3', '4', '5', '6']);

    // Conditions.
    await h.setStatus('1000', 'clean');
    await h.setStatus('1199', 'clean');
    await h.runUntil(async () => (await h.statusOf('1000')) === 'pms_updated' && (await h.statusOf('1199')) === 'pms_updated');
    expect([s.conditionOf('1000'), s.conditionOf('1199')]).toEqual(['Clean', 'Clean']);

    // Out of order with no end: started, a day later edited, a day after that ended.
    const settled = async (n: string) => (await h.pushesOf(n)).every((p) => p.state !== 'pending');
    await h.caller.outOfOrder.set({ roomId: h.roomId('1100'), reason: 'plumbing', until: null });
    await h.runUntil(async () => s.blocks.length === 1);
    expect(Date.parse(s.blocks[0]!.until) - Date.parse(s.blocks[0]!.from)).toBeGreaterThan(300 * DAY_MS);
    s.advanceDays(1);
    const until = new Date(Date.now() + 3 * DAY_MS).toISOString();
    await h.caller.outOfOrder.set({ roomId: h.roomId('1100'), reason: 'electrical', until });
    await h.runUntil(async () => (await settled('1100')) && s.blocks.length === 1 && s.blocks[0]!.reason === 'Out of order: Electrical');
    s.advanceDays(1);
    await h.caller.outOfOrder.returnToService({ roomId: h.roomId('1100') });
    await h.runUntil(() => settled('1100'));
    expect(s.blocks).toEqual([]);

    // Out of service, left a day later.
    await h.setStatus('1101', 'out_of_service');
    await h.runUntil(async () => s.blocks.length === 1);
    s.advanceDays(1);
    await h.setStatus('1101', 'dirty');
    await h.runUntil(() => settled('1101'));
    expect(s.blocks).toEqual([]);
    expect(s.applied.filter((a) => a.roomNumber !== '1000' && a.roomNumber !== '1199')).toEqual([
      { roomNumber: '1100', condition: 'OutOfOrder' },
      { roomNumber: '1100', condition: 'OutOfOrder ended' },
      { roomNumber: '1100', condition: 'OutOfOrder' },
      { roomNumber: '1100', condition: 'OutOfOrder ended' },
      { roomNumber: '1100', condition: 'Dirty' },
      { roomNumber: '1101', condition: 'OutOfService' },
      { roomNumber: '1101', condition: 'OutOfService ended' },
      { roomNumber: '1101', condition: 'Dirty' },
    ]);
    // Each end of something started the day before was a refused delete, then a moved 'to'.
    const ends = s.exchanges.filter((e) => /\/maintenances\/.+/.test(e.req.path)).map((e) => `${e.req.method} ${e.answer.status}`);
    expect(ends).toEqual(['DELETE 422', 'GET 200', 'PATCH 204', 'DELETE 422', 'GET 200', 'PATCH 204', 'DELETE 422', 'GET 200', 'PATCH 204']);

    // Every request the connector built, and every answer, as Apaleo's definition has them.
    const off = s.exchanges.flatMap((e) => [...apaleoContract.checkRequest(e.req), ...apaleoContract.checkAnswer(e.req.method, e.req.path, e.answer)].map((p) => `${e.req.method} ${e.req.path}: ${p}`));
    expect(off).toEqual([]);
    expect(s.exchanges.length).toBeGreaterThan(20);
  });
});
