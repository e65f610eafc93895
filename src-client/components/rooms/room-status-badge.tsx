import { useLingui } from '@lingui/react';
import type { RoomStatus } from '../../../src-shared/room-status';
import { Badge, type BadgeTone } from '../ui/badge';
import { STATUS_LABELS } from './status-labels';

/** Each status's colour, shared by the badges and the board's floor grid. */
export const STATUS_TONES: Record<RoomStatus, BadgeTone> = {
  dirty: 'danger',
  assigned: 'warning',
  clean: 'success',
  pms_updated: 'info',
  out_of_service: 'neutral',
  inspected: 'success',
  out_of_order: 'late',
};

/** A room's status as a coloured pill; the text carries the meaning, the colour only helps. */
export function RoomStatusBadge({ status, className }: { status: RoomStatus; className?: string }) {
  const { i18n } = useLingui();
  return (
    <Badge tone={STATUS_TONES[status]} className={className} data-status={status}>
      {i18n._(STATUS_LABELS[status])}
    </Badge>
  );
}
