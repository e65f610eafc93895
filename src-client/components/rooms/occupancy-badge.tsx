import { useLingui } from '@lingui/react';
import { occupancyCode, stayMark } from '../../../src-shared/occupancy-code';
import type { RoomStatus } from '../../../src-shared/room-status';
import type { Stay } from '../../../src-shared/stays';
import { CODE_LABELS, STAY_LABELS } from './occupancy-labels';

interface OccupancyBadgeProps {
  room: { status: RoomStatus; occupancy: { occupied: boolean; stay: Stay } | null };
}

/**
 * A room's occupancy today on a card (DESIGN §17): the code hotels know (OD) and the stay
 * (Due out) as text, the code's meaning for screen readers. Nothing when it is not known.
 */
export function OccupancyBadge({ room }: OccupancyBadgeProps) {
  const { i18n } = useLingui();
  const code = occupancyCode(room);
  const stay = stayMark(room);
  if (!code && !stay) return null;
  return (
    <span data-occupancy={code ?? ''} data-stay={stay ?? ''} className="inline-flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
      {code && (
        <span className="rounded border border-border px-1 font-mono font-semibold text-foreground">
          <span aria-hidden="true">{code}</span>
          <span className="sr-only">{i18n._(CODE_LABELS[code])}</span>
        </span>
      )}
      {stay && <span>{i18n._(STAY_LABELS[stay])}</span>}
    </span>
  );
}
