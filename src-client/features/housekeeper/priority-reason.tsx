import { useLingui } from '@lingui/react/macro';
import type { PriorityReason } from '../../../src-shared/room-priority';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';

/**
 * Why a room comes where it does on her list (DESIGN §22), in a word or a time: a rush shows
 * its own badge already (LifecycleBadges), so it adds nothing here.
 */
export function PriorityReasonBadge({ reason }: { reason: PriorityReason }) {
  const { t } = useLingui();
  const text = (() => {
    switch (reason.kind) {
      case 'rush':
        return null;
      case 'arrival':
        return t`Arrives ${reason.time}`;
      case 'early_check_in':
        return t`Early check-in`;
      case 'vip':
        return t`VIP`;
      case 'due_out_late':
        return t`Leaves ${reason.time}`;
    }
  })();
  if (!text) return null;
  return (
    <Badge data-priority-reason={reason.kind} tone={reason.kind === 'due_out_late' ? 'neutral' : 'info'}>
      {text}
    </Badge>
  );
}

/** Moves the room one place up her own list, kept on this phone for the day. */
export function MoveUpButton({ roomNumber, onMoveUp }: { roomNumber: string; onMoveUp(): void }) {
  const { t } = useLingui();
  return (
    <Button type="button" variant="outline" size="sm" className="min-h-11 min-w-11" aria-label={t`Move room ${roomNumber} up`} onClick={onMoveUp}>
      <span aria-hidden="true">▲</span>
    </Button>
  );
}
