import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { CleaningType } from '../../../src-shared/cleaning-types';
import { daysOf, type AnalyticsDay } from '../../../src-shared/analytics.schemas';
import { lockDaysToKeep, runsOf } from './analytics-range';
import { arrivalsByDay, cleansByDay, guestRequestsByDay, inspectionsByDay, outOfOrderNights, workOrdersByDay, type Range } from './analytics.queries';

/**
 * When an arriving guest's room should be ready, on the hotel's clock, when occupancy does not
 * say when the guest arrives (`arrival_time`, DESIGN §22): hotels have no check-in time of their
 * own, so the usual check-in hour stands for every arrival of unknown time.
 */
export const READY_BY = '15:00';
// Migration 2026-12-04T030000 writes each arrival's readiness with this hour (analytics_arrivals): change both together.

const round1 = (n: number) => Math.round(n * 10) / 10;
const round3 = (n: number) => Math.round(n * 1000) / 1000;
export const ratio = (part: number, whole: number) => (whole > 0 ? round3(part / whole) : null);

/** One day's median minutes of one room type and cleaning type. */
export interface DayMinutes {
  roomTypeId: string | null;
  roomTypeName: string | null;
  cleaningType: CleaningType;
  median: number;
}
/** What the analytics keep of a closed day (analytics_days.data). */
export interface StoredDay {
  day: AnalyticsDay;
  minutes: DayMinutes[];
}

function emptyDay(date: string): AnalyticsDay {
  return {
    date,
    cleaned: { departure: 0, stayover: 0, touch_up: 0 },
    inspections: 0,
    passRate: null,
    meanScore: null,
    arrivals: 0,
    readyShare: null,
    guestRequestsDone: 0,
    guestRequestMedianMinutes: null,
    workOrdersOpened: 0,
    workOrdersClosed: 0,
    outOfOrderRoomNights: 0,
    attendantHours: 0,
    creditsPerAttendantHour: null,
  };
}

/** The days of one run of the range, computed from the history: a few index scans, grouped in SQL. */
async function computeDays(db: Db, range: Range): Promise<Map<string, StoredDay>> {
  const [cleans, inspections, arrivals, requests, orders, ooo] = await Promise.all([
    cleansByDay(db, range),
    inspectionsByDay(db, range),
    arrivalsByDay(db, range),
    guestRequestsByDay(db, range),
    workOrdersByDay(db, range),
    outOfOrderNights(db, range),
  ]);
  const out = new Map(daysOf(range.from, range.to).map((date) => [date, { day: emptyDay(date), minutes: [] as DayMinutes[] }]));
  const seconds = new Map<string, number>();
  const credits = new Map<string, number>();
  for (const c of cleans) {
    const entry = out.get(c.day);
    if (!entry) continue;
    const type = c.cleaning_type as CleaningType;
    entry.day.cleaned[type] += Number(c.rooms);
    seconds.set(c.day, (seconds.get(c.day) ?? 0) + Number(c.housekeeper_seconds ?? 0));
    credits.set(c.day, (credits.get(c.day) ?? 0) + Number(c.housekeeper_credits ?? 0));
    if (c.median_seconds !== null) {
      entry.minutes.push({ roomTypeId: c.room_type_id, roomTypeName: c.room_type_name, cleaningType: type, median: round1(Number(c.median_seconds) / 60) });
    }
  }
  for (const { day } of out.values()) {
    const hours = (seconds.get(day.date) ?? 0) / 3600;
    day.attendantHours = round1(hours);
    day.creditsPerAttendantHour = hours > 0 ? round1((credits.get(day.date) ?? 0) / hours) : null;
  }
  for (const i of inspections) {
    const day = out.get(i.day)?.day;
    if (!day) continue;
    day.inspections = Number(i.count);
    day.passRate = i.pass_rate === null ? null : round3(i.pass_rate);
    day.meanScore = i.mean_score === null ? null : round1(i.mean_score);
  }
  for (const a of arrivals) {
    const day = out.get(a.day)?.day;
    if (!day) continue;
    day.arrivals = Number(a.arrivals);
    day.readyShare = ratio(Number(a.ready), day.arrivals);
  }
  for (const g of requests) {
    const day = out.get(g.day)?.day;
    if (!day) continue;
    day.guestRequestsDone = Number(g.done);
    day.guestRequestMedianMinutes = g.median_minutes === null ? null : round1(Number(g.median_minutes));
  }
  for (const w of orders) {
    const day = out.get(w.day)?.day;
    if (!day) continue;
    day.workOrdersOpened = Number(w.opened);
    day.workOrdersClosed = Number(w.closed);
  }
  for (const o of ooo) {
    const day = out.get(o.day)?.day;
    if (day) day.outOfOrderRoomNights = Number(o.nights);
  }
  return out;
}


interface HotelClock {
  hotelId: string;
  timezone: string;
}

/**
 * Computes the days of `dates` from the history (a set of reads per run of consecutive days) and keeps the closed ones.
 * Each run in a transaction that first takes the closed days' locks (lockDaysToKeep): two
 * instances on one database, or a pass and a reading, never keep a day computed from history
 * that changed under them; the row's key (hotel, day) holds one row per day.
 */
async function computeAndKeep(db: Db, hotel: HotelClock, dates: string[], today: string): Promise<Map<string, StoredDay>> {
  const out = new Map<string, StoredDay>();
  for (const run of runsOf(dates)) {
    await db.transaction().execute(async (trx) => {
      // Today (and later) is still being written: never kept.
      const keep = await lockDaysToKeep(trx, hotel.hotelId, run, today);
      // Read after the locks, in the same transaction: on the pool's other connections a full pool
      // of transactions waiting for more connections (writers waiting on the locks) would never end.
      const computed = await computeDays(trx, { ...hotel, ...run });
      const closed = [...computed.entries()].filter(([date]) => keep.has(date));
      for (const [date, entry] of computed) out.set(date, entry);
      for (let i = 0; i < closed.length; i += 500) {
        await trx
          .insertInto('analytics_days')
          .values(closed.slice(i, i + 500).map(([day, data]) => ({ hotel_id: hotel.hotelId, day, data: JSON.stringify(data) })))
          .onConflict((oc) => oc.columns(['hotel_id', 'day']).doUpdateSet((eb) => ({ data: eb.ref('excluded.data'), computed_at: sql`now()` })))
          .execute();
      }
    });
  }
  return out;
}

/**
 * The hotel's days of `dates`: the kept ones read back, the others computed from the history
 * (and kept when closed, before the hotel's `today`).
 */
export async function analyticsDays(db: Db, hotel: HotelClock, dates: string[], today: string): Promise<Map<string, StoredDay>> {
  if (dates.length === 0) return new Map();
  const kept = await db
    .selectFrom('analytics_days')
    .select([sql<string>`day::text`.as('day'), 'data'])
    .where('hotel_id', '=', hotel.hotelId)
    .where('day', '>=', dates[0]!)
    .where('day', '<=', dates.at(-1)!)
    .execute();
  const byDay = new Map<string, StoredDay>(kept.map((r) => [r.day, r.data as StoredDay]));
  for (const [date, entry] of await computeAndKeep(db, hotel, dates.filter((d) => !byDay.has(d)), today)) byDay.set(date, entry);
  return byDay;
}

/**
 * Computes and keeps the closed days from `from` to `to` that are not kept yet, reading back
 * none of the kept ones (the background pass, analytics-precompute.ts); the latest `atMost`
 * of them. Returns how many it computed.
 */
export async function keepMissingAnalyticsDays(db: Db, hotel: HotelClock, from: string, to: string, today: string, atMost: number): Promise<number> {
  const kept = await db
    .selectFrom('analytics_days')
    .select(sql<string>`day::text`.as('day'))
    .where('hotel_id', '=', hotel.hotelId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  const have = new Set(kept.map((r) => r.day));
  const missing = daysOf(from, to)
    .filter((d) => d < today && !have.has(d))
    .slice(-atMost);
  await computeAndKeep(db, hotel, missing, today);
  return missing.length;
}
