import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { MyScoreDay, ScoreGrouping, ScoreRow } from '../../../src-shared/analytics.schemas';
import { SCORE_GROUPINGS, daysOf } from '../../../src-shared/analytics.schemas';
import { hotelDate, hotelDayBounds } from '../../../src-shared/hotel-time';
import { hotelRange, lockDaysToKeep, runsOf } from './analytics-range';
import { failedItemsOfGroups, scoreGroups, scoreItems, scoresByDay, summedScores } from './scores.queries';

/** How many of the most failed items a row lists. */
const MOST_FAILED = 5;
const round1 = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);
const round3 = (n: number | null) => (n === null ? null : Math.round(n * 1000) / 1000);

/** One group's sums on one day: they add up over days (inspection_score_days.data is a list of these). */
interface DaySums {
  key: string | null;
  name: string | null;
  count: number;
  sumScore: number;
  /** Passed inspections (for an item: times it was ok). */
  passed: number;
  failed: Record<string, number>;
}

/** The days of `out` from `from` to `to` (consecutive) computed from `inspections`. */
async function computeFromInspections(db: Db, scope: { hotelId: string; timezone: string; from: string; to: string }, by: ScoreGrouping, out: Map<string, Map<string | null, DaySums>>) {
  const bounds = { start: hotelDayBounds(scope.from, scope.timezone).start, end: hotelDayBounds(scope.to, scope.timezone).end };
  const s = { hotelId: scope.hotelId, timezone: scope.timezone, ...bounds };
  if (by === 'item') {
    for (const r of await scoreItems(db, s)) {
      out.get(r.day)?.set(r.key, { key: r.key, name: r.name, count: Number(r.count), sumScore: r.sum_score, passed: Number(r.ok), failed: {} });
    }
    return;
  }
  for (const r of await scoreGroups(db, s, by)) {
    out.get(r.day)?.set(r.key, { key: r.key, name: r.name, count: Number(r.count), sumScore: r.sum_score, passed: Number(r.passed), failed: {} });
  }
  for (const f of await failedItemsOfGroups(db, s, by)) {
    const sums = out.get(f.day)?.get(f.key);
    if (sums) sums.failed[f.text] = Number(f.failures);
  }
}

/**
 * The days from `from` to `to`: those the inspections' trigger summed read from its sums
 * (inspection_score_sums), the others (today, a day not summed) computed from `inspections`.
 */
async function computeSums(db: Db, scope: { hotelId: string; timezone: string; from: string; to: string }, by: ScoreGrouping) {
  const out = new Map(daysOf(scope.from, scope.to).map((d) => [d, new Map<string | null, DaySums>()]));
  const summed = new Set<string>();
  for (const r of await summedScores(db, scope.hotelId, scope.from, scope.to, by)) {
    summed.add(r.day);
    if (r.count === null) continue;
    out.get(r.day)?.set(r.key, { key: r.key, name: r.name, count: Number(r.count), sumScore: r.sum_score, passed: Number(r.passed), failed: by === 'item' ? {} : { ...r.failed } });
  }
  for (const run of runsOf([...out.keys()].filter((d) => !summed.has(d)))) await computeFromInspections(db, { ...scope, ...run }, by, out);
  return out;
}

/** Computes the days of `dates` (runs of consecutive days) and keeps the closed ones (before the hotel's `today`). */
async function computeAndKeep(db: Db, hotel: { hotelId: string; timezone: string }, by: ScoreGrouping, dates: string[], today: string) {
  const out = new Map<string, DaySums[]>();
  for (const run of runsOf(dates)) {
    // As the analytics' days (analytics-days.ts): a day is kept only under its lock.
    await db.transaction().execute(async (trx) => {
      const keep = await lockDaysToKeep(trx, hotel.hotelId, run, today);
      const computed = await computeSums(trx, { ...hotel, ...run }, by);
      const closed: { hotel_id: string; day: string; grouping: string; data: string }[] = [];
      for (const [date, groups] of computed) {
        out.set(date, [...groups.values()]);
        if (keep.has(date)) closed.push({ hotel_id: hotel.hotelId, day: date, grouping: by, data: JSON.stringify([...groups.values()]) });
      }
      for (let i = 0; i < closed.length; i += 500) {
        await trx
          .insertInto('inspection_score_days')
          .values(closed.slice(i, i + 500))
          .onConflict((oc) => oc.columns(['hotel_id', 'grouping', 'day']).doUpdateSet((eb) => ({ data: eb.ref('excluded.data') })))
          .execute();
      }
    });
  }
  return out;
}

/** The kept days of one grouping from `from` to `to`. */
function keptDays(db: Db, hotelId: string, by: ScoreGrouping, from: string, to: string) {
  return db
    .selectFrom('inspection_score_days')
    .where('hotel_id', '=', hotelId)
    .where('grouping', '=', by)
    .where('day', '>=', from)
    .where('day', '<=', to);
}

/** The days' sums of one grouping: kept ones read back, the others computed (and kept when closed). */
async function scoreDays(db: Db, hotel: { hotelId: string; timezone: string }, by: ScoreGrouping, dates: string[], today: string) {
  const kept = await keptDays(db, hotel.hotelId, by, dates[0]!, dates.at(-1)!)
    .select([sql<string>`day::text`.as('day'), 'data'])
    .execute();
  const byDay = new Map<string, DaySums[]>(kept.map((r) => [r.day, r.data as DaySums[]]));
  for (const [date, sums] of await computeAndKeep(db, hotel, by, dates.filter((d) => !byDay.has(d)), today)) byDay.set(date, sums);
  return byDay;
}

/**
 * Computes and keeps the closed days from `from` to `to` not kept yet for each grouping,
 * reading back none of the kept ones (the background pass, analytics-precompute.ts); the latest
 * `atMost` of each. Returns how many days it computed.
 */
export async function keepMissingScoreDays(db: Db, hotel: { hotelId: string; timezone: string }, from: string, to: string, today: string, atMost: number): Promise<number> {
  let computed = 0;
  for (const by of SCORE_GROUPINGS) {
    const have = new Set((await keptDays(db, hotel.hotelId, by, from, to).select(sql<string>`day::text`.as('day')).execute()).map((r) => r.day));
    const missing = daysOf(from, to)
      .filter((d) => d < today && !have.has(d))
      .slice(-atMost);
    await computeAndKeep(db, hotel, by, missing, today);
    computed += missing.length;
  }
  return computed;
}

/**
 * The scores report (DESIGN §20): per attendant, room type or checklist item, the number of
 * inspections, their mean score and pass rate, and the items most often not ok. Each closed
 * day's sums are kept (inspection_score_days, forgotten when that day's inspections change),
 * so a year adds up kept days and computes only today and days never read; a day never read is
 * computed from the sums the inspections' trigger writes (inspection_score_sums, migration
 * 2026-12-05T020000), from `inspections` only when not summed (today, a day whose writers met).
 */
export async function inspectionScores(db: Db, hotelId: string, range: { from: string; to: string; by: ScoreGrouping }): Promise<ScoreRow[]> {
  const { timezone } = await hotelRange(db, hotelId, range.from, range.to);
  const today = hotelDate(timezone);
  const dates = daysOf(range.from, range.to);
  const byDay = await scoreDays(db, { hotelId, timezone }, range.by, dates, today);
  // Added up over the days, oldest first, so a name is the latest one seen.
  const totals = new Map<string | null, DaySums>();
  for (const date of dates) {
    for (const g of byDay.get(date) ?? []) {
      const t = totals.get(g.key) ?? { key: g.key, name: g.name, count: 0, sumScore: 0, passed: 0, failed: {} };
      t.name = g.name ?? t.name;
      t.count += g.count;
      t.sumScore += g.sumScore;
      t.passed += g.passed;
      for (const [text, n] of Object.entries(g.failed)) t.failed[text] = (t.failed[text] ?? 0) + n;
      totals.set(g.key, t);
    }
  }
  const rows: ScoreRow[] = [...totals.values()].map((t) => ({
    key: t.key,
    name: t.name,
    count: t.count,
    meanScore: t.count > 0 ? round1(t.sumScore / t.count) : null,
    passRate: t.count > 0 ? round3(t.passed / t.count) : null,
    mostFailed: Object.entries(t.failed)
      .map(([text, failures]) => ({ text, failures }))
      .sort((a, b) => b.failures - a.failures || a.text.localeCompare(b.text))
      .slice(0, MOST_FAILED),
  }));
  const byName = (a: ScoreRow, b: ScoreRow) => (a.name ?? '').localeCompare(b.name ?? '') || (a.key ?? '').localeCompare(b.key ?? '');
  // Items: the most often not ok first; people and room types: the most inspected first.
  if (range.by === 'item') return rows.sort((a, b) => (a.passRate ?? 1) - (b.passRate ?? 1) || b.count - a.count || byName(a, b));
  return rows.sort((a, b) => b.count - a.count || byName(a, b));
}

/** An attendant's own trend: her inspections per day of the hotel, nobody else's (one person's rows: read live). */
export async function myScores(db: Db, attendantId: string, hotelId: string, range: { from: string; to: string }): Promise<MyScoreDay[]> {
  const { start, end, timezone } = await hotelRange(db, hotelId, range.from, range.to);
  return (await scoresByDay(db, { hotelId, start, end, attendantId, timezone })).map((r) => ({
    date: r.day,
    count: Number(r.count),
    meanScore: round1(r.mean_score),
    passRate: round3(r.pass_rate),
  }));
}
