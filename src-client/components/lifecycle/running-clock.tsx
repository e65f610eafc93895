import { useLingui } from '@lingui/react/macro';
import { type RoomTimer } from '../../../src-shared/room-lifecycle.schemas';
import { workedSecondsAt } from '../../../src-shared/room-lifecycle';
import { formatClockDuration } from '../../../src-shared/display-time';
import { useNow } from './use-now';

/** The room's clock, ticking while it runs (DESIGN §12). */
export function RunningClock({ timer, roomNumber }: { timer: RoomTimer; roomNumber: string }) {
  const { t, i18n } = useLingui();
  const now = useNow(timer.state === 'running');
  // 1:05:09 or 05:09 in the reader's digits.
  const worked = formatClockDuration(workedSecondsAt(timer, now), i18n.locale);
  const label = timer.state === 'running' ? t`Time worked on room ${roomNumber}: ${worked}` : t`Paused at ${worked}, room ${roomNumber}`;
  return (
    <span
      role="timer"
      aria-label={label}
      data-state={timer.state}
      className="inline-flex items-center gap-1 rounded-full border px-2 py-0.5 font-mono text-xs tabular-nums"
    >
      <span aria-hidden="true">{timer.state === 'running' ? '⏱' : '⏸'}</span>
      {worked}
    </span>
  );
}
