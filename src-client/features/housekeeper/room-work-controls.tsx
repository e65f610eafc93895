import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { canDefer, canTime } from '../../../src-shared/room-status';
import { Button } from '../../components/ui/button';
import { useRoomWork } from './use-room-work';

/**
 * Start / Pause / Resume, and 'Ready for service' once deferred, on the card's own row (DESIGN
 * §12); deferring is behind the card's More (room-more-actions.tsx, issue 18). Works offline.
 */
export function RoomWorkControls({ room, userId }: { room: BoardRoom; userId: string }) {
  const { t } = useLingui();
  const { act, busy } = useRoomWork(userId);
  const mine = room.assignedTo === userId;
  if (!canTime('housekeeper', room, mine) && !canDefer('housekeeper', room, mine)) return null;
  const forRoom = <span className="sr-only">{t`, room ${room.roomNumber}`}</span>;
  const timer = room.timer;

  return (
    <>
      {!timer && (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => act(room, { kind: 'timer', action: 'start' })}>
          <Trans>Start</Trans>
          {forRoom}
        </Button>
      )}
      {timer?.state === 'running' && (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => act(room, { kind: 'timer', action: 'pause' })}>
          <Trans>Pause</Trans>
          {forRoom}
        </Button>
      )}
      {timer?.state === 'paused' && (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => act(room, { kind: 'timer', action: 'resume' })}>
          <Trans>Resume</Trans>
          {forRoom}
        </Button>
      )}
      {room.deferral && (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => act(room, { kind: 'clear-deferral' })}>
          <Trans>Ready for service</Trans>
          {forRoom}
        </Button>
      )}
    </>
  );
}
