import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { canDefer, canTime } from '../../../src-shared/room-status';
import { nextTimer, TIMER_ACTIONS, type TimerAction } from '../../../src-shared/room-lifecycle';
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
  const timing = canTime('housekeeper', room, mine);
  if (!timing && !canDefer('housekeeper', room, mine)) return null;
  const forRoom = <span className="sr-only">{t`, room ${room.roomNumber}`}</span>;
  const labels: Record<TimerAction, ReactNode> = { start: <Trans>Start</Trans>, pause: <Trans>Pause</Trans>, resume: <Trans>Resume</Trans> };
  // The clock's own machine (src-shared) says which actions apply, as on the server and in the offline queue.
  const now = new Date().toISOString();
  const actions = timing ? TIMER_ACTIONS.filter((action) => typeof nextTimer(room.timer, action, now) !== 'string') : [];

  return (
    <>
      {actions.map((action) => (
        <Button key={action} size="sm" variant="outline" disabled={busy} onClick={() => act(room, { kind: 'timer', action })}>
          {labels[action]}
          {forRoom}
        </Button>
      ))}
      {room.deferral && (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => act(room, { kind: 'clear-deferral' })}>
          <Trans>Ready for service</Trans>
          {forRoom}
        </Button>
      )}
    </>
  );
}
