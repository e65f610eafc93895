import { useLingui } from '@lingui/react/macro';
import type { AttendantRow } from '../../../src-shared/room-lifecycle.schemas';
import { DEFAULT_CREDITS } from '../../../src-shared/cleaning-types';
import { languageDirection } from '../../../src-shared/languages';
import { trpc } from '../../lib/trpc';
import { useRoomTypes } from '../workload/use-workload';

/**
 * Credits per housekeeper as horizontal bars (plain SVG, no chart library for one chart).
 * The table below holds the same numbers for screen readers; the figure is labelled as a whole.
 */
export function AttendantChart({ hotelId, rows }: { hotelId: string; rows: AttendantRow[] }) {
  const { t, i18n } = useLingui();
  const caption = useCreditsCaption(hotelId);
  const max = Math.max(1, ...rows.map((r) => r.credits));
  const barHeight = 22;
  const gap = 8;
  const labelWidth = 130;
  const height = rows.length * (barHeight + gap);
  // Right to left, the chart mirrors: names on the right, bars growing leftward. A text's start
  // follows the inherited direction, so each one anchors at its mirrored x as it is.
  const rtl = languageDirection(i18n.locale) === 'rtl';
  const at = (x: number, width = 0) => (rtl ? 520 - x - width : x);
  return (
    <figure className="space-y-1">
      <svg role="img" aria-label={t`Credits per housekeeper`} viewBox={`0 0 520 ${height}`} className="w-full max-w-2xl" preserveAspectRatio={rtl ? 'xMaxYMin meet' : 'xMinYMin meet'}>
        {rows.map((row, i) => {
          const y = i * (barHeight + gap);
          const width = Math.max(2, (row.credits / max) * (520 - labelWidth - 60));
          return (
            <g key={row.housekeeperId}>
              <text x={at(0)} y={y + barHeight * 0.7} className="fill-current text-[12px]">
                {row.housekeeperName.length > 18 ? `${row.housekeeperName.slice(0, 17)}…` : row.housekeeperName}
              </text>
              <rect x={at(labelWidth, width)} y={y} width={width} height={barHeight} rx={3} className="fill-sky-700" />
              <text x={at(labelWidth + width + 6)} y={y + barHeight * 0.7} className="fill-current text-[12px]">
                {/* In the reader's locale: 102.2 in English, 102,2 in Spanish. */}
                {i18n.number(row.credits)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="text-xs text-muted-foreground">{caption}</figcaption>
    </figure>
  );
}

/**
 * What the bars count, from the hotel's own room types (issue 18), and the defaults while
 * any room has no type: 'Credits per housekeeper (Queen: departure 35, stayover 20, touch-up 8; …)'.
 */
function useCreditsCaption(hotelId: string): string {
  const { t } = useLingui();
  const types = useRoomTypes(hotelId).data ?? [];
  const roomCount = trpc.hotels.byId.useQuery({ id: hotelId }).data?.roomCount ?? 0;
  const typed = types.reduce((sum, type) => sum + type.roomCount, 0);
  const parts = types.map(({ name, credits: { departure, stayover, touchUp } }) => t`${name}: departure ${departure}, stayover ${stayover}, touch-up ${touchUp}`);
  if (types.length === 0 || typed < roomCount) {
    const { departure, stayover, touchUp } = DEFAULT_CREDITS;
    parts.push(t`no type: departure ${departure}, stayover ${stayover}, touch-up ${touchUp}`);
  }
  const list = parts.join('; ');
  return t`Credits per housekeeper (${list})`;
}
