import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { ReactNode } from 'react';
import { isAssignable, isAwaitingInspection } from '../../../src-shared/room-status';
import { Badge } from '../ui/badge';
import { CLEANING_TYPE_LABELS } from './lifecycle-labels';
import { DeferralText } from './deferral-text';
import { RunningClock } from './running-clock';

type LifecycleRoom = Pick<BoardRoom, 'roomNumber' | 'status' | 'cleaningType' | 'priority' | 'deferral' | 'timer' | 'inspectionRequired'>;

interface LifecycleBadgesProps {
  room: LifecycleRoom;
  className?: string;
  /** For those who may change it (the desk, managers): a control shown instead of the cleaning-type badge. */
  cleaningTypeControl?: ReactNode;
}

/**
 * What a card or row shows of the room's lifecycle (DESIGN §12): rush first and loud, the
 * cleaning type while there is cleaning to do, a deferral with its retry time, the clock,
 * and 'Awaiting inspection'. Nothing at all for a room with none of these.
 */
export function LifecycleBadges({ room, className, cleaningTypeControl }: LifecycleBadgesProps) {
  const { i18n } = useLingui();
  const toClean = isAssignable(room.status);
  const awaiting = isAwaitingInspection(room);
  const showsType = toClean && (room.cleaningType || cleaningTypeControl);
  if (!room.priority && !showsType && !room.deferral && !room.timer && !awaiting) return null;
  return (
    <span className={`inline-flex flex-wrap items-center gap-1 ${className ?? ''}`} data-lifecycle={room.roomNumber}>
      {room.priority && (
        <Badge tone="danger" data-rush="true">
          <span aria-hidden="true">⚡</span>
          <Trans>Rush</Trans>
        </Badge>
      )}
      {toClean && cleaningTypeControl}
      {toClean && !cleaningTypeControl && room.cleaningType && (
        <Badge tone="neutral" data-cleaning-type={room.cleaningType}>
          {i18n._(CLEANING_TYPE_LABELS[room.cleaningType])}
        </Badge>
      )}
      {room.deferral && (
        <Badge tone="warning" data-deferral={room.deferral.reason}>
          <DeferralText deferral={room.deferral} />
        </Badge>
      )}
      {room.timer && <RunningClock timer={room.timer} roomNumber={room.roomNumber} />}
      {awaiting && (
        <Badge tone="info">
          <Trans>Awaiting inspection</Trans>
        </Badge>
      )}
    </span>
  );
}
