import { useLingui } from '@lingui/react/macro';
import type { AttendantRow } from '../../../src-shared/room-lifecycle.schemas';

/**
 * Credits per housekeeper as horizontal bars (plain SVG, no chart library for one chart).
 * The table below holds the same numbers for screen readers; the figure is labelled as a whole.
 */
export function AttendantChart({ rows }: { rows: AttendantRow[] }) {
  const { t } = useLingui();
  const max = Math.max(1, ...rows.map((r) => r.credits));
  const barHeight = 22;
  const gap = 8;
  const labelWidth = 130;
  const height = rows.length * (barHeight + gap);
  return (
    <figure className="space-y-1">
      <svg role="img" aria-label={t`Credits per housekeeper`} viewBox={`0 0 520 ${height}`} className="w-full max-w-2xl" preserveAspectRatio="xMinYMin meet">
        {rows.map((row, i) => {
          const y = i * (barHeight + gap);
          const width = Math.max(2, (row.credits / max) * (520 - labelWidth - 60));
          return (
            <g key={row.housekeeperId}>
              <text x={0} y={y + barHeight * 0.7} className="fill-current text-[12px]">
                {row.housekeeperName.length > 18 ? `${row.housekeeperName.slice(0, 17)}…` : row.housekeeperName}
              </text>
              <rect x={labelWidth} y={y} width={width} height={barHeight} rx={3} className="fill-sky-700" />
              <text x={labelWidth + width + 6} y={y + barHeight * 0.7} className="fill-current text-[12px]">
                {row.credits}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="text-xs text-muted-foreground">{t`Credits per housekeeper (departure 30, stayover 15, touch-up 5)`}</figcaption>
    </figure>
  );
}
