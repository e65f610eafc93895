import type { Language } from '../../../src-shared/languages';
import type { AnalyticsResult, ScoreGrouping, ScoreRow } from '../../../src-shared/analytics.schemas';
import { csvFile } from '../../http/csv-file';
import { csvTexts } from '../reports/csv-texts';
import { analyticsCsvTexts } from './analytics-csv-texts';

/** A 0–1 share as a percentage with one decimal ('87.5'); an empty cell for none. */
const percent = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);

/** The scores report: the group's name first, its id last; the most failed items as 'text (n)' joined by '; '. */
export function scoresCsv(rows: readonly ScoreRow[], by: ScoreGrouping, language: Language): string {
  const h = analyticsCsvTexts(language).scores;
  return csvFile(
    [h[by], h.count, h.meanScore, by === 'item' ? h.okRate : h.passRate, h.mostFailed, h.id],
    rows.map((r) => [r.name, r.count, r.meanScore, percent(r.passRate), r.mostFailed.map((f) => `${f.text} (${f.failures})`).join('; '), r.key]),
  );
}

/** The analytics: one line per day of the hotel, then one column per room type × cleaning type of median minutes. */
export function analyticsCsv(a: AnalyticsResult, language: Language): string {
  const h = analyticsCsvTexts(language).days;
  const cleaning = csvTexts(language).cleaningType;
  const types = ['departure', 'stayover', 'touch_up'] as const;
  return csvFile(
    [
      h.date,
      ...types.map((t) => `${h.cleaned}: ${cleaning[t]}`),
      h.inspections,
      h.passRate,
      h.meanScore,
      h.arrivals,
      h.readyShare,
      h.guestRequestsDone,
      h.guestRequestMedianMinutes,
      h.workOrdersOpened,
      h.workOrdersClosed,
      h.outOfOrderRoomNights,
      h.attendantHours,
      h.creditsPerAttendantHour,
      ...a.minutes.map((m) => `${h.minutesPerRoom}: ${m.roomTypeName ?? '—'} · ${cleaning[m.cleaningType]}`),
    ],
    a.days.map((d, i) => [
      d.date,
      ...types.map((t) => d.cleaned[t]),
      d.inspections,
      percent(d.passRate),
      d.meanScore,
      d.arrivals,
      percent(d.readyShare),
      d.guestRequestsDone,
      d.guestRequestMedianMinutes,
      d.workOrdersOpened,
      d.workOrdersClosed,
      d.outOfOrderRoomNights,
      d.attendantHours,
      d.creditsPerAttendantHour,
      ...a.minutes.map((m) => m.medians[i] ?? null),
    ]),
  );
}

export function analyticsCsvName(kind: 'scores' | 'analytics', from: string, to: string, language: Language): string {
  return `${analyticsCsvTexts(language).fileName[kind]}-${from}-${to}.csv`;
}
