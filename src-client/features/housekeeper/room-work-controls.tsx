import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { canDefer, canTime } from '../../../src-shared/room-status';
import type { DeferralReason } from '../../../src-shared/room-lifecycle';
import { Button } from '../../components/ui/button';
import { DEFERRAL_LABELS } from '../../components/lifecycle/lifecycle-labels';
import { useRoomWork } from './use-room-work';

/**
 * Start / Pause / Resume (and 'Ready for service' once deferred) on the card's own row: the
 * `primary` part; 'Do not disturb' (one tap), the other reasons and a retry time behind the
 * card's More: the `more` part (DESIGN §12, issue 18). Works offline.
 */
export function RoomWorkControls({ room, userId, part }: { room: BoardRoom; userId: string; part: 'primary' | 'more' }) {
  const { t, i18n } = useLingui();
  const { act, busy } = useRoomWork(userId);
  const [retryAt, setRetryAt] = useState('');
  const retryId = useId();
  const mine = room.assignedTo === userId;
  if (!canTime('housekeeper', room, mine) && !canDefer('housekeeper', room, mine)) return null;
  const forRoom = <span className="sr-only">{t`, room ${room.roomNumber}`}</span>;
  const defer = (reason: DeferralReason) => act(room, { kind: 'defer', reason, ...(retryAt ? { retryAt } : {}) });
  const timer = room.timer;

  if (part === 'primary') {
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
  if (room.deferral) return null;
  return (
    <div className="flex flex-col gap-2" data-work-controls={room.roomNumber}>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="outline" disabled={busy} onClick={() => defer('dnd')}>
          {i18n._(DEFERRAL_LABELS.dnd)}
          {forRoom}
        </Button>
        {/* A native select: the phone's own picker, and no menu library in the first download (DESIGN §9). */}
        <select
          aria-label={t`Other reason, room ${room.roomNumber}`}
          disabled={busy}
          value=""
          onChange={(e) => {
            const reason = e.target.value as DeferralReason;
            if (reason) void defer(reason);
          }}
          className="h-11 rounded-md border border-border bg-card px-2 text-sm md:h-9"
        >
          <option value="" disabled>
            {t`Other reason`}
          </option>
          {(['refused', 'guest_in_room'] as const).map((reason) => (
            <option key={reason} value={reason}>
              {i18n._(DEFERRAL_LABELS[reason])}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2 text-sm">
        <label htmlFor={retryId} className="text-muted-foreground">
          <Trans>Retry at</Trans>
          {forRoom}
        </label>
        <input
          id={retryId}
          type="time"
          value={retryAt}
          onChange={(e) => setRetryAt(e.target.value)}
          className="h-11 rounded-md border border-border bg-card px-2 md:h-9"
        />
      </div>
    </div>
  );
}
