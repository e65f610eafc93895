import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { trpc } from '../../../lib/trpc';
import { Input } from '../../../components/ui/input';
import { useErrorToast } from '../../../components/rooms/use-error-toast';
import { BoardSection } from '../../../components/board-section';
import { hotelDate } from '../../../../src-shared/hotel-time';
import { DEFAULT_TIMEZONE } from '../../../../src-shared/timezones';
import { formatNumber, formatPercent } from '../../../../src-shared/format';
import { intlLocale } from '../../../../src-shared/languages';
import { MAX_RANGE_DAYS, previousPeriod, rangeDays, type AnalyticsDay, type AnalyticsResult } from '../../../../src-shared/analytics.schemas';
import { ChartCard } from './chart-card';
import type { ChartSeries } from './u-chart';

/** A calendar day (the hotel's) in the reader's words: 'Nov 3' / '3 nov'. Days are dates, not instants: formatted as UTC. */
function useDayLabel(days: string[]) {
  const { i18n } = useLingui();
  return useMemo(() => {
    const f = new Intl.DateTimeFormat(intlLocale(i18n.locale), { month: 'short', day: 'numeric', timeZone: 'UTC' });
    return (i: number) => (days[i] ? f.format(new Date(`${days[i]}T00:00:00Z`)) : '');
  }, [days, i18n.locale]);
}

/** This month of the hotel so far, until the manager picks a range. */
function useRange(timezone: string) {
  const today = hotelDate(timezone);
  const [picked, setPicked] = useState<{ from: string; to: string } | null>(null);
  const range = picked ?? { from: `${today.slice(0, 8)}01`, to: today };
  const valid = range.from <= range.to && rangeDays(range.from, range.to) <= MAX_RANGE_DAYS;
  return { ...range, today, valid, set: setPicked };
}

function RangeFields({ range, compare, onCompare }: { range: ReturnType<typeof useRange>; compare?: boolean; onCompare?: (on: boolean) => void }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="text-sm">
        <span className="block text-muted-foreground">
          <Trans>From</Trans>
        </span>
        <Input type="date" className="w-auto" value={range.from} max={range.today} onChange={(e) => e.target.value && range.set({ from: e.target.value, to: range.to })} />
      </label>
      <label className="text-sm">
        <span className="block text-muted-foreground">
          <Trans>To</Trans>
        </span>
        <Input type="date" className="w-auto" value={range.to} max={range.today} onChange={(e) => e.target.value && range.set({ from: range.from, to: e.target.value })} />
      </label>
      {onCompare && (
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" className="size-5" checked={compare} onChange={(e) => onCompare(e.target.checked)} />
          <Trans>Compare with the previous period</Trans>
        </label>
      )}
      {!range.valid && (
        <p role="alert" className="w-full text-sm text-destructive">
          {t`Please choose a start date on or before the end date, at most ${MAX_RANGE_DAYS} days`}
        </p>
      )}
    </div>
  );
}

/**
 * The charts of the manager's Reports view (DESIGN §21): pass rate per housekeeper, then the
 * hotel's daily series, each with the previous period to compare and its numbers as a table
 * and CSV. Loaded with the Reports view only (the chart library is in this chunk).
 */
export default function AnalyticsCharts({ hotelId }: { hotelId: string }) {
  const { t, i18n } = useLingui();
  const hotel = trpc.hotels.byId.useQuery({ id: hotelId });
  const timezone = hotel.data?.timezone ?? DEFAULT_TIMEZONE;
  const range = useRange(timezone);
  const [compare, setCompare] = useState(false);
  const enabled = !hotel.isPending && range.valid;
  const series = trpc.analytics.series.useQuery({ hotelId, from: range.from, to: range.to }, { enabled });
  const before = previousPeriod(range.from, range.to);
  const previous = trpc.analytics.series.useQuery({ hotelId, ...before }, { enabled: enabled && compare });
  const scores = trpc.analytics.scores.useQuery({ hotelId, from: range.from, to: range.to, by: 'attendant' }, { enabled });
  useErrorToast(series.error ?? scores.error, msg`Failed to load the analytics`);
  const locale = i18n.locale;
  const number = useCallback((n: number) => formatNumber(n, locale), [locale]);
  const percent = useCallback((n: number) => formatPercent(n, locale), [locale]);
  const query = `from=${range.from}&to=${range.to}&format=csv&lang=${locale}`;

  const people = useMemo(() => scores.data ?? [], [scores.data]);
  const names = useMemo(() => people.map((p) => p.name ?? t`Nobody`), [people, t]);
  const passRates = useMemo<ChartSeries[]>(() => [{ label: t`Pass rate`, values: people.map((p) => p.passRate) }], [people, t]);
  const nameLabel = useCallback((i: number) => names[i] ?? '', [names]);

  return (
    <BoardSection title={<Trans>Analytics</Trans>} actions={<RangeFields range={range} compare={compare} onCompare={setCompare} />}>
      {() => (
        <div className="grid gap-4 xl:grid-cols-2">
          <ChartCard
            title={<Trans>Pass rate per housekeeper</Trans>}
            x={names}
            xLabel={nameLabel}
            xHeader={t`Housekeeper`}
            series={passRates}
            kind="bar"
            locale={locale}
            format={percent}
            csvHref={`/api/hotels/${hotelId}/inspection-scores?${query}&by=attendant`}
            tableOpen
            note={people.length > 0 ? t`Inspections: ${formatNumber(people.reduce((n, p) => n + p.count, 0), locale)}` : undefined}
          />
          {series.data && (
            <DailyCharts
              data={series.data}
              previous={compare ? previous.data : undefined}
              number={number}
              percent={percent}
              csvHref={`/api/hotels/${hotelId}/analytics?${query}`}
            />
          )}
        </div>
      )}
    </BoardSection>
  );
}

function DailyCharts({
  data,
  previous,
  number,
  percent,
  csvHref,
}: {
  data: AnalyticsResult;
  previous?: AnalyticsResult;
  number: (n: number) => string;
  percent: (n: number) => string;
  csvHref: string;
}) {
  const { t, i18n } = useLingui();
  const days = useMemo(() => data.days.map((d) => d.date), [data]);
  const dayLabel = useDayLabel(days);
  const before = t`previous period`;
  // Each series, and when comparing, the same one of the period before (day i against day i).
  const pair = useCallback(
    (label: string, pick: (d: AnalyticsDay) => number | null): ChartSeries[] => {
      const now = { label, values: data.days.map(pick) };
      if (!previous) return [now];
      return [now, { label: `${label} (${before})`, values: data.days.map((_, i) => (previous.days[i] ? pick(previous.days[i]!) : null)), previous: true }];
    },
    [data, previous, before],
  );
  const charts: { key: string; title: ReactNode; kind: 'line' | 'bar'; format: (n: number) => string; series: ChartSeries[]; note?: ReactNode }[] = useMemo(
    () => [
      {
        key: 'cleaned',
        title: <Trans>Rooms cleaned by cleaning type</Trans>,
        kind: 'bar',
        format: number,
        series: [...pair(t`Departure`, (d) => d.cleaned.departure), ...pair(t`Stayover`, (d) => d.cleaned.stayover), ...pair(t`Touch-up`, (d) => d.cleaned.touch_up)],
      },
      {
        key: 'inspections',
        title: <Trans>Inspection pass rate</Trans>,
        kind: 'line',
        format: percent,
        series: pair(t`Pass rate`, (d) => d.passRate),
      },
      { key: 'score', title: <Trans>Mean inspection score</Trans>, kind: 'line', format: number, series: pair(t`Mean score`, (d) => d.meanScore) },
      {
        key: 'ready',
        title: <Trans>Arrivals with the room ready in time</Trans>,
        kind: 'line',
        format: percent,
        series: pair(t`Ready before arrival`, (d) => d.readyShare),
        note: <Trans>Ready means clean or inspected before the guest's arrival time, or by {data.readyBy}, the usual check-in time, when that is unknown; on the hotel's clock.</Trans>,
      },
      {
        key: 'minutes',
        title: <Trans>Median minutes per room</Trans>,
        kind: 'line',
        format: number,
        series: data.minutes.slice(0, 10).map((m) => ({
          label: `${m.roomTypeName ?? t`No room type`} · ${{ departure: t`Departure`, stayover: t`Stayover`, touch_up: t`Touch-up` }[m.cleaningType]}`,
          values: m.medians,
        })),
      },
      { key: 'requests', title: <Trans>Guest request median response (minutes)</Trans>, kind: 'line', format: number, series: pair(t`Median response`, (d) => d.guestRequestMedianMinutes) },
      {
        key: 'orders',
        title: <Trans>Work orders opened and closed</Trans>,
        kind: 'bar',
        format: number,
        series: [...pair(t`Opened`, (d) => d.workOrdersOpened), ...pair(t`Closed`, (d) => d.workOrdersClosed)],
      },
      { key: 'ooo', title: <Trans>Out-of-order room-nights</Trans>, kind: 'bar', format: number, series: pair(t`Room-nights`, (d) => d.outOfOrderRoomNights) },
      { key: 'credits', title: <Trans>Credits per housekeeper hour</Trans>, kind: 'line', format: number, series: pair(t`Credits per hour`, (d) => d.creditsPerAttendantHour) },
    ],
    [pair, t, number, percent, data],
  );
  return (
    <>
      {charts.map((c) => (
        <ChartCard key={c.key} title={c.title} x={days} xLabel={dayLabel} xHeader={t`Date`} series={c.series} kind={c.kind} locale={i18n.locale} format={c.format} csvHref={csvHref} note={c.note} />
      ))}
    </>
  );
}

/** The chain view (admins, DESIGN §21): every hotel's range side by side. */
export function ChainCharts() {
  const { t, i18n } = useLingui();
  const range = useRange(DEFAULT_TIMEZONE);
  const chain = trpc.analytics.chain.useQuery({ from: range.from, to: range.to }, { enabled: range.valid });
  useErrorToast(chain.error, msg`Failed to load the analytics`);
  const rows = useMemo(() => chain.data ?? [], [chain.data]);
  const locale = i18n.locale;
  const names = useMemo(() => rows.map((r) => r.hotelName), [rows]);
  const label = useCallback((i: number) => names[i] ?? '', [names]);
  const number = useCallback((n: number) => formatNumber(n, locale), [locale]);
  const percent = useCallback((n: number) => formatPercent(n, locale), [locale]);
  const columns = useMemo<ChartSeries[]>(
    () => [
      { label: t`Rooms cleaned`, values: rows.map((r) => r.roomsCleaned) },
      { label: t`Inspections`, values: rows.map((r) => r.inspections) },
      { label: t`Work orders opened`, values: rows.map((r) => r.workOrdersOpened) },
      { label: t`Out-of-order room-nights`, values: rows.map((r) => r.outOfOrderRoomNights) },
      { label: t`Credits per hour`, values: rows.map((r) => r.creditsPerAttendantHour) },
    ],
    [rows, t],
  );
  const rates = useMemo<ChartSeries[]>(
    () => [
      { label: t`Pass rate`, values: rows.map((r) => r.passRate) },
      { label: t`Ready before arrival`, values: rows.map((r) => r.readyShare) },
    ],
    [rows, t],
  );
  return (
    <BoardSection title={<Trans>Hotels compared</Trans>} actions={<RangeFields range={range} />}>
      {() => (
        <div className="grid gap-4 xl:grid-cols-2">
          <ChartCard title={<Trans>Pass rate and rooms ready per hotel</Trans>} x={names} xLabel={label} xHeader={t`Hotel`} series={rates} kind="bar" locale={locale} format={percent} tableOpen />
          <ChartCard title={<Trans>Work per hotel</Trans>} x={names} xLabel={label} xHeader={t`Hotel`} series={columns} kind="bar" locale={locale} format={number} tableOpen />
        </div>
      )}
    </BoardSection>
  );
}
