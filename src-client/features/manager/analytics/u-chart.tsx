import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { intlLocale } from '../../../../src-shared/languages';

/** One line (or bar) of a chart: its name in the reader's language and a value per x (null: none). */
export interface ChartSeries {
  label: string;
  values: (number | null)[];
  /** The previous period, drawn dashed and paler. */
  previous?: boolean;
}

const COLORS = ['#0369a1', '#b45309', '#15803d', '#7c3aed', '#be123c', '#0f766e', '#a16207', '#4338ca', '#c2410c', '#334155'];

/**
 * A canvas chart by uPlot (loaded with the Reports view only): days on x (or categories for
 * bars), numbers in the reader's language. The canvas is hidden from screen readers: the
 * numbers are in the table beside every chart.
 */
export function UChart({
  x,
  xLabel,
  series,
  kind,
  locale,
  format,
  height = 240,
}: {
  /** Days (yyyy-MM-dd) for lines, names for bars. */
  x: string[];
  xLabel: (i: number) => string;
  series: ChartSeries[];
  kind: 'line' | 'bar';
  locale: string;
  format: (n: number) => string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const numberFormat = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 1 });
    const xs = x.map((_, i) => i);
    const bars = kind === 'bar' ? uPlot.paths.bars!({ size: [0.6, 48] }) : undefined;
    let shown = 0;
    const opts: uPlot.Options = {
      width: Math.max(200, el.clientWidth),
      height,
      legend: { show: true },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: false, range: kind === 'bar' ? (_u, min, max) => [min - 0.5, max + 0.5] : undefined } },
      axes: [
        {
          // Index → a day or a name, in the reader's words; uPlot picks as many as fit.
          values: (_u, splits) => splits.map((s) => (Number.isInteger(s) && s >= 0 && s < x.length ? xLabel(s) : '')),
          space: kind === 'bar' ? 20 : 60,
        },
        { values: (_u, splits) => splits.map((s) => numberFormat.format(s)), size: 56 },
      ],
      series: [
        { value: (_u, v) => (v === null || v === undefined || !Number.isInteger(v) ? '' : xLabel(v)) },
        ...series.map((s) => {
          const color = COLORS[(s.previous ? shown - 1 : shown++) % COLORS.length]!;
          return {
            label: s.label,
            stroke: color,
            fill: kind === 'bar' ? `${color}cc` : undefined,
            width: s.previous ? 1 : 2,
            dash: s.previous ? [6, 4] : undefined,
            paths: bars,
            points: { show: kind === 'bar' ? false : x.length <= 31 },
            spanGaps: false,
            value: (_u: uPlot, v: number | null) => (v === null || v === undefined ? '—' : format(v)),
          } satisfies uPlot.Series;
        }),
      ],
    };
    const plot = new uPlot(opts, [xs, ...series.map((s) => s.values)] as uPlot.AlignedData, el);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(200, el.clientWidth), height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [x, xLabel, series, kind, locale, format, height]);
  return <div ref={box} aria-hidden="true" className="w-full overflow-hidden" data-chart={kind} />;
}
