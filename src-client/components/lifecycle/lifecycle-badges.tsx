import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { isAwaitingInspection } from '../../../src-shared/room-status';
import { Badge } from '../ui/badge';
import { CLEANING_TYPE_LABELS, DEFERRAL_LABELS } from './lifecycle-labels';
import { RunningClock } from './running-clock';

type LifecycleRoom = Pick<BoardRoom, 'roomNumber' | 'status' | 'cleaningType' | 'priority' | 'deferral' | 'timer' | 'inspectionRequired'>;

/**
 * What a card or row shows of the room's lifecycle (DESIGN §12): rush first and loud, the
 * cleaning type while there is cleaning to do, a deferral with its retry time, the clock,
 * and 'Awaiting inspection'. Nothing at all for a room with none of these.
 */
export function LifecycleBadges({ room, className }: { room: LifecycleRoom; className?: string }) {
  const { i18n } = useLingui();
  const toClean = room.status === 'dirty' || room.status === 'assigned';
  const awaiting = isAwaitingInspection(room);
  if (!room.priority && !(toClean && room.cleaningType) && !room.deferral && !room.timer && !awaiting) return null;
  return (
    <span className={`inline-flex flex-wrap items-center gap-1 ${className ?? ''}`} data-lifecycle={room.roomNumber}>
      {room.priority && (
        <Badge tone="danger" data-rush="true">
          <span aria-hidden="true">⚡</span>
          <Trans>Rush</Trans>
        </Badge>
      )}
      {toClean && room.cleaningType && (
        <Badge tone="neutral" data-cleaning-type={room.cleaningType}>
          {i18n._(CLEANING_TYPE_LABELS[room.cleaningType])}
        </Badge>
      )}
      {room.deferral && (
        <Badge tone="warning" data-deferral={room.deferral.reason}>
          {i18n._(DEFERRAL_LABELS[room.deferral.reason])}
          {room.deferral.retryAt && (
            <>
              {' · '}
              <Trans>retry {room.deferral.retryAt}</Trans>
            </>
          )}
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
