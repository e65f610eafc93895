import type { Db } from '../../db/connection';
import { hotelDate } from '../../../src-shared/hotel-time';
import { CLEANING_TYPES } from '../../../src-shared/cleaning-types';
import { daysOf, type AnalyticsDay, type AnalyticsResult, type ChainRow, type MinutesSeries } from '../../../src-shared/analytics.schemas';
import { hotelRange } from './analytics-range';
import { analyticsDays, ratio, READY_BY } from './analytics-days';

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The hotel's daily series (DESIGN §21) from its history, by its calendar days. A closed day
 * (before the hotel's today) is computed once and kept in analytics_days; a change to its
 * history forgets it (the migration's trigger), so a year reads back in milliseconds and only
 * today, and days never read, are computed.
 */
export async function hotelAnalytics(db: Db, hotelId: string, from: string, to: string): Promise<AnalyticsResult> {
  const hotel = await hotelRange(db, hotelId, from, to);
  const today = hotelDate(hotel.timezone);
  const dates = daysOf(from, to);
  const byDay = await analyticsDays(db, { hotelId, timezone: hotel.timezone }, dates, today);
  const days = dates.map((d) => byDay.get(d)!.day);
  const series = new Map<string, MinutesSeries>();
  dates.forEach((date, i) => {
    for (const m of byDay.get(date)!.minutes) {
      const key = `${m.roomTypeId ?? ''}|${m.cleaningType}`;
      let s = series.get(key);
      if (!s) {
        s = { roomTypeId: m.roomTypeId, roomTypeName: m.roomTypeName, cleaningType: m.cleaningType, medians: dates.map(() => null) };
        series.set(key, s);
      }
      s.medians[i] = m.median;
    }
  });
  const minutes = [...series.values()].sort(
    (a, b) =>
      (a.roomTypeName ?? '').localeCompare(b.roomTypeName ?? '') ||
      CLEANING_TYPES.indexOf(a.cleaningType) - CLEANING_TYPES.indexOf(b.cleaningType),
  );
  return { hotelId, hotelName: hotel.name, timezone: hotel.timezone, readyBy: READY_BY, days, minutes };
}

/** The chain view (admins): each hotel's range in totals, by name. */
export async function chainAnalytics(db: Db, from: string, to: string): Promise<ChainRow[]> {
  const hotels = await db.selectFrom('hotels').select('id').orderBy('name').orderBy('id').execute();
  const rows: ChainRow[] = [];
  for (const { id } of hotels) rows.push(totals(await hotelAnalytics(db, id, from, to)));
  return rows;
}

/** A range's totals; rates weighted by what they rate (a busy day counts for more). */
export function totals(a: AnalyticsResult): ChainRow {
  const sum = (f: (d: AnalyticsDay) => number) => a.days.reduce((n, d) => n + f(d), 0);
  const inspections = sum((d) => d.inspections);
  const arrivals = sum((d) => d.arrivals);
  const hours = sum((d) => d.attendantHours);
  return {
    hotelId: a.hotelId,
    hotelName: a.hotelName,
    roomsCleaned: sum((d) => d.cleaned.departure + d.cleaned.stayover + d.cleaned.touch_up),
    inspections,
    passRate: ratio(sum((d) => (d.passRate ?? 0) * d.inspections), inspections),
    meanScore: inspections > 0 ? round1(sum((d) => (d.meanScore ?? 0) * d.inspections) / inspections) : null,
    readyShare: ratio(sum((d) => (d.readyShare ?? 0) * d.arrivals), arrivals),
    workOrdersOpened: sum((d) => d.workOrdersOpened),
    workOrdersClosed: sum((d) => d.workOrdersClosed),
    outOfOrderRoomNights: sum((d) => d.outOfOrderRoomNights),
    creditsPerAttendantHour: hours > 0 ? round1(sum((d) => (d.creditsPerAttendantHour ?? 0) * d.attendantHours) / hours) : null,
  };
}
