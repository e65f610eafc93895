import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { canDefer, canTime } from '../../../src-shared/room-status';
import { nextTimer, TIMER_ACTIONS, type TimerAction } from '../../../src-shared/room-lifecycle';
import { Button } from '../../components/ui/button';
import { useRoomWork } from './use-room-work';

const RetryTimeDialog = lazy(() => import('./retry-time-dialog').then((m) => ({ default: m.RetryTimeDialog })));

/**
 * Start / Pause / Resume, and 'Ready for service' (and 'Set retry time' when none was given) once deferred, on the card's own row (DESIGN
 * §12); deferring is behind the card's More (room-more-actions.tsx, issue 18). Works offline.
 */
export function RoomWorkControls({ room, userId }: { room: BoardRoom; userId: string }) {
  const { t } = useLingui();
  const { act, busy } = useRoomWork(userId);
  const mine = room.assignedTo === userId;
  const [asking, setAsking] = useState(false);
  const timing = canTime('housekeeper', room, mine);
  const deferrable = canDefer('housekeeper', room, mine);
  if (!timing && !deferrable) return null;
  // A deferral without a time offers one after the tap (issue 29), re-deferring with the same reason.
  const deferral = deferrable ? room.deferral : null;
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
      {deferral && !deferral.retryAt && (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => setAsking(true)}>
          <Trans>Set retry time</Trans>
          {forRoom}
        </Button>
      )}
      {deferral && asking && (
        <Suspense fallback={null}>
          <RetryTimeDialog roomNumber={room.roomNumber} onSave={(retryAt) => void act(room, { kind: 'defer', reason: deferral.reason, retryAt })} onClose={() => setAsking(false)} />
        </Suspense>
      )}
    </>
  );
}
