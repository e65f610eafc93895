import { useLingui } from '@lingui/react/macro';
import { type RoomTimer } from '../../../src-shared/room-lifecycle.schemas';
import { workedSecondsAt } from '../../../src-shared/room-lifecycle';
import { useNow } from './use-now';

/** 1:05:09 or 12:04: the time worked on a room. */
export function formatWorked(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = String(m).padStart(h > 0 ? 2 : 1, '0');
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

/** The room's clock, ticking while it runs (DESIGN §12). */
export function RunningClock({ timer, roomNumber }: { timer: RoomTimer; roomNumber: string }) {
  const { t } = useLingui();
  const now = useNow(timer.state === 'running');
  const worked = formatWorked(workedSecondsAt(timer, now));
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
