import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedMember, seedRoom } from '../../test/seed-rooms';
import { hotelDate } from '../../../src-shared/hotel-time';
import type { Discrepancy, DiscrepancyPage } from '../../../src-shared/discrepancies.schemas';

describe.each(testDatabases())('discrepancies paged on the server (issue 20) on %s', (kind) => {
  const t = useTestApp(kind);

  it('pages each list by cursor, oldest first, with no row lost or repeated (same instant too); byDay stays whole', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const day = hotelDate('UTC');
    const room = await seedRoom(t.db, hotel.id, '101', { status: 'dirty' });
    // 25 open (five found in the very same microsecond, others microseconds apart), 3 resolved, 4 DND.
    const base = '2026-11-26 08:00:00';
    const rows = [
      ...Array.from({ length: 25 }, (_, i) => ({ found: 'vacant' as const, kind: 'skip' as const, at: i < 5 ? `${base}.000001+00` : `${base}.0000${String(i).padStart(2, '0')}+00` })),
      ...Array.from({ length: 3 }, (_, i) => ({ found: 'occupied' as const, kind: 'sleep' as const, at: `2026-11-26 09:0${i}:00+00`, resolved: true })),
      ...Array.from({ length: 4 }, (_, i) => ({ found: 'dnd' as const, kind: null, at: `2026-11-26 10:0${i}:00+00` })),
    ];
    for (const r of rows) {
      await t.db
        .insertInto('room_discrepancies')
        .values({
          hotel_id: hotel.id,
          room_id: room.roomId,
          day,
          found: r.found,
          kind: r.kind,
          pms_occupied: r.kind === 'skip',
          found_at: sql`${r.at}::timestamptz`,
          ...('resolved' in r ? { resolved_at: new Date(), resolution_note: 'Checked' } : {}),
        })
        .execute();
    }
    const whole = (await api(t.app, 'GET', `/api/hotels/${hotel.id}/discrepancies?date=${day}`, { cookie: c.frontdesk.cookie })).json() as Discrepancy[];
    expect(whole.length).toBe(32);

    async function all(list: string, limit: number) {
      const ids: string[] = [];
      const totals: number[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < 10; page++) {
        const url: string = `/api/hotels/${hotel.id}/discrepancies/page?date=${day}&list=${list}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
        const res = await api(t.app, 'GET', url, { cookie: c.frontdesk.cookie });
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json() as DiscrepancyPage;
        expect(body.items.length).toBeLessThanOrEqual(limit);
        ids.push(...body.items.map((d) => d.id));
        totals.push(body.total);
        cursor = body.nextCursor;
        if (!cursor) break;
      }
      return { ids, totals };
    }
    const open = await all('open', 10);
    expect(open.totals).toEqual([25, 25, 25]);
    expect(open.ids).toEqual(whole.filter((d) => d.kind && !d.resolvedAt).map((d) => d.id));
    expect(new Set(open.ids).size).toBe(25);
    expect((await all('resolved', 2)).ids).toEqual(whole.filter((d) => d.resolvedAt).map((d) => d.id));
    expect((await all('dnd', 50)).ids).toEqual(whole.filter((d) => d.found === 'dnd').map((d) => d.id));
    // The first page by default: open, 20.
    const first = (await api(t.app, 'GET', `/api/hotels/${hotel.id}/discrepancies/page?date=${day}`, { cookie: c.manager.cookie })).json() as DiscrepancyPage;
    expect(first.items.length).toBe(20);
    expect(first.nextCursor).not.toBeNull();
  });

  it('refuses bad input (400), housekeepers (403) and another hotel (404)', async () => {
    const hotel = await seedHotel(t.db);
    const other = await seedHotel(t.db, 'Other');
    const c = await seedCrew(t.app, t.db, hotel.id);
    const stranger = await seedMember(t.app, t.db, 'frontdesk', other.id);
    const day = hotelDate('UTC');
    const path = `/api/hotels/${hotel.id}/discrepancies/page?date=${day}`;
    for (const query of ['&limit=0', '&limit=500', '&limit=ten', '&list=sleep', '&cursor=not-a-cursor', `&cursor=${Buffer.from('["x","y"]').toString('base64url')}`]) {
      const res = await api(t.app, 'GET', path + query, { cookie: c.frontdesk.cookie });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toBeTruthy();
    }
    expect((await api(t.app, 'GET', `/api/hotels/${hotel.id}/discrepancies/page?date=tomorrow`, { cookie: c.frontdesk.cookie })).statusCode).toBe(400);
    expect((await api(t.app, 'GET', path, { cookie: c.housekeeper.cookie })).statusCode).toBe(403);
    expect((await api(t.app, 'GET', path, { cookie: stranger.cookie })).statusCode).toBe(404);
  });
});
