import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testDatabases } from '../../test/test-db';
import { seedHotel, seedUser, useTestApp } from '../../test/test-app';
import { seedRooms } from '../../test/seed-rooms';
import type { InspectionItemResult } from '../../db/types';
import { SCORE_GROUPINGS } from '../../../src-shared/analytics.schemas';
import { inspectionScores } from './scores.service';

/** A small generator with a seed: the same "random" inspections on every run. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

// Closed days on every clock: the inspections' trigger sums them as they are written (migration 2026-12-05T020000).
const DAYS = ['2026-01-10', '2026-01-11', '2026-01-12', '2026-01-13', '2026-01-14'];
const FROM = '2026-01-09';
const TO = '2026-01-15';

describe.each(testDatabases())('inspection scores summed as inspections are written (DESIGN §21) on %s', (kind) => {
  const t = useTestApp(kind);

  it('reads the same scores, per day and per range, from the sums as from the inspections (random inspections, edits, moves, deletes)', async () => {
    const hotel = await seedHotel(t.db, 'Lakeside', 'America/Chicago');
    const rooms = await seedRooms(t.db, hotel.id, ['101', '102', '103']);
    const attendants: string[] = [];
    for (const name of ['Ana Alpha', 'Bo Beta', 'Cy Gamma']) attendants.push((await seedUser(t.db, { role: 'housekeeper', hotelId: hotel.id, fullName: name })).id);
    const types: string[] = [];
    for (const name of ['Suite', 'Double']) {
      types.push(
        (await t.db.insertInto('room_types').values({ hotel_id: hotel.id, name, credits_departure: 30, credits_stayover: 15, credits_touch_up: 5 }).returning('id').executeTakeFirstOrThrow()).id,
      );
    }
    const next = random(2031);
    const pick = <T,>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!;
    // No two inspections at one moment: which text of an item is a day's latest would not be defined.
    const used = new Set<string>();
    const moment = (): string => {
      const at = `${pick(DAYS)}T${String(Math.floor(next() * 24)).padStart(2, '0')}:${String(Math.floor(next() * 60)).padStart(2, '0')}:${String(Math.floor(next() * 60)).padStart(2, '0')}Z`;
      if (used.has(at)) return moment();
      used.add(at);
      return at;
    };
    // Items whose texts change (a checklist edited), some left unanswered (ok missing).
    const results = (): InspectionItemResult[] =>
      ['i1', 'i2', 'i3', 'i4']
        .filter(() => next() < 0.8)
        .map((itemId) => ({ itemId, text: `${itemId} ${pick(['Towels', 'Mirror', 'Floor'])}`, weight: 1, critical: false, ok: next() < 0.6 }));
    const row = () => ({
      hotel_id: hotel.id,
      room_id: pick(rooms).roomId,
      attendant_id: next() < 0.15 ? null : pick(attendants),
      room_type_id: next() < 0.15 ? null : pick(types),
      cleaning_type: 'departure',
      score: Math.round(next() * 10000) / 100,
      passed: next() < 0.5,
      results: JSON.stringify(results()),
      inspected_at: moment(),
    });

    const summedDays = async () => (await t.db.selectFrom('inspection_score_sums_done').select(sql<string>`day::text`.as('day')).where('hotel_id', '=', hotel.id).execute()).map((r) => r.day);
    /** The range's scores and each day's kept sums (sorted), read from nothing kept. */
    const read = async (by: (typeof SCORE_GROUPINGS)[number]) => {
      await t.db.deleteFrom('inspection_score_days').execute();
      const range = await inspectionScores(t.db, hotel.id, { from: FROM, to: TO, by });
      const days = await t.db.selectFrom('inspection_score_days').select([sql<string>`day::text`.as('day'), 'data']).where('grouping', '=', by).orderBy('day').execute();
      const perDay = days.map((d) => ({ day: d.day, groups: [...(d.data as { key: string | null }[])].sort((a, b) => (a.key ?? '').localeCompare(b.key ?? '')) }));
      return { range, perDay };
    };
    const compare = async () => {
      // Every day with inspections summed: the readings below read the sums.
      const withInspections = new Set(
        (await sql<{ day: string }>`select distinct ((inspected_at at time zone 'America/Chicago')::date)::text as day from inspections where hotel_id = ${hotel.id}`.execute(t.db)).rows.map((r) => r.day),
      );
      const summed = await summedDays();
      for (const d of withInspections) expect(summed).toContain(d);
      for (const by of SCORE_GROUPINGS) {
        const fromSums = await read(by);
        // The same from the inspections themselves: no day summed.
        await t.db.deleteFrom('inspection_score_sums_done').execute();
        const fromInspections = await read(by);
        if (summed.length > 0) await t.db.insertInto('inspection_score_sums_done').values(summed.map((day) => ({ hotel_id: hotel.id, day }))).execute();
        expect(fromSums).toEqual(fromInspections);
        expect(fromSums.range.length).toBeGreaterThan(0);
      }
    };

    const ids: string[] = [];
    for (let round = 0; round < 5; round++) {
      // One at a time, and a few in one statement.
      for (let i = 0; i < 6; i++) ids.push((await t.db.insertInto('inspections').values(row()).returning('id').executeTakeFirstOrThrow()).id);
      ids.push(...(await t.db.insertInto('inspections').values([row(), row(), row()]).returning('id').execute()).map((r) => r.id));
      // Results edited (as a photo or a ticked item does), a score changed, one moved to another day, one deleted.
      await t.db.updateTable('inspections').set({ results: JSON.stringify(results()) }).where('id', '=', pick(ids)).execute();
      await t.db.updateTable('inspections').set({ score: 42.5, passed: false }).where('id', '=', pick(ids)).execute();
      await t.db.updateTable('inspections').set({ inspected_at: moment() }).where('id', '=', pick(ids)).execute();
      const gone = pick(ids);
      await t.db.deleteFrom('inspections').where('id', '=', gone).execute();
      ids.splice(ids.indexOf(gone), 1);
      // An attendant renamed (named when read), and in round 3 one removed (her inspections' attendant set null).
      await t.db.updateTable('users').set({ full_name: `Renamed ${round}` }).where('id', '=', pick(attendants)).execute();
      if (round === 3) await t.db.deleteFrom('users').where('id', '=', attendants.pop()!).execute();
      await compare();
    }
    // A day's inspections all deleted: summed as empty.
    await t.db.deleteFrom('inspections').where(sql`(inspected_at at time zone 'America/Chicago')::date`, '=', DAYS[0]).execute();
    await compare();
    expect(await summedDays()).toContain(DAYS[0]);
    expect(await t.db.selectFrom('inspection_score_sums').select('day').where('day', '=', DAYS[0]!).execute()).toEqual([]);
  });

  it.skipIf(kind !== 'postgres')('a writer of a day another writer is summing waits for its commit, then sums the day with both', async () => {
    const hotel = await seedHotel(t.db, 'Lakeside', 'America/Chicago');
    const [room] = await seedRooms(t.db, hotel.id, ['101']);
    const inspection = (db: typeof t.db, at: string, score: number) =>
      db.insertInto('inspections').values({ hotel_id: hotel.id, room_id: room!.roomId, score, passed: score >= 85, results: '[]', inspected_at: at }).execute();
    await inspection(t.db, '2026-01-10T18:00:00Z', 90);
    const sums = () => t.db.selectFrom('inspection_score_sums').select(['count', 'sum_score']).where('hotel_id', '=', hotel.id).where('grouping', '=', 'roomType').execute();
    expect(await sums()).toEqual([{ count: '1', sum_score: '90.00' }]);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    // A writer of the 10th open: the day summed again under its lock, not committed.
    const writer = t.db.transaction().execute(async (trx) => {
      await inspection(trx, '2026-01-10T19:00:00Z', 50);
      written();
      await gate;
    });
    await wrote;
    let done = false;
    const second = inspection(t.db, '2026-01-10T20:00:00Z', 70).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(done).toBe(false);
    release();
    await writer;
    await second;
    expect(await sums()).toEqual([{ count: '3', sum_score: '210.00' }]);
    expect((await inspectionScores(t.db, hotel.id, { from: '2026-01-10', to: '2026-01-10', by: 'roomType' }))[0]).toMatchObject({ count: 3, meanScore: 70 });
  });
});
