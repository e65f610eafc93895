import { lazy, Suspense, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DeferralReason } from '../../../src-shared/room-lifecycle';
import { Button } from '../../components/ui/button';

// Its form and dialog load on the tap (issue 21), not with More.
const FoundItemDialog = lazy(() => import('../lost-found/phone/found-item-dialog').then((m) => ({ default: m.FoundItemDialog })));

export interface RoomMoreActionsProps {
  room: { roomNumber: string; roomId: string; hotelId: string };
  /** Service can be deferred now (the shared rule, canDefer). */
  deferrable: boolean;
  busy: boolean;
  /** The reasons' words (DEFERRAL_LABELS), from the card. */
  labels: Record<DeferralReason, string>;
  onDefer(reason: DeferralReason, retryAt?: string): void;
  /** Out of Service may be chosen now (the shared rule, and no request running). */
  canTakeOut: boolean;
  onOutOfService(): void;
}

/**
 * What the card's More opens (issue 18): 'Do not disturb' in one tap, the other reasons from
 * the phone's own picker with a retry time (DESIGN §12), and Out of Service, apart from Mark
 * Clean. Loaded on the first tap of More, so it stays off the phone's first download (DESIGN
 * §9); it imports no room logic of its own, which would split the shared chunks.
 */
export function RoomMoreActions({ room, deferrable, busy, labels, onDefer, canTakeOut, onOutOfService }: RoomMoreActionsProps) {
  const { t } = useLingui();
  const [retryAt, setRetryAt] = useState('');
  const [logging, setLogging] = useState(false);
  const retryId = useId();
  const forRoom = <span className="sr-only">{t`, room ${room.roomNumber}`}</span>;
  const defer = (reason: DeferralReason) => onDefer(reason, retryAt || undefined);

  return (
    <div className="flex flex-col gap-2 border-t border-border pt-2" data-work-controls={room.roomNumber}>
      {deferrable && (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <Button size="sm" variant="outline" disabled={busy} onClick={() => defer('dnd')}>
              {labels.dnd}
              {forRoom}
            </Button>
            <select
              aria-label={t`Other reason, room ${room.roomNumber}`}
              disabled={busy}
              value=""
              onChange={(e) => {
                const reason = e.target.value as DeferralReason;
                if (reason) defer(reason);
              }}
              className="h-11 rounded-md border border-border bg-card px-2 text-sm md:h-9"
            >
              <option value="" disabled>
                {t`Other reason`}
              </option>
              {(['refused', 'guest_in_room'] as const).map((reason) => (
                <option key={reason} value={reason}>
                  {labels[reason]}
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
        </>
      )}
      <Button size="sm" variant="outline" className="self-start" disabled={!canTakeOut} onClick={onOutOfService}>
        <Trans>Out of Service</Trans>
        {forRoom}
      </Button>
      <Button size="sm" variant="outline" className="self-start" onClick={() => setLogging(true)}>
        <Trans>Log found item</Trans>
        {forRoom}
      </Button>
      {logging && (
        <Suspense fallback={null}>
          <FoundItemDialog hotelId={room.hotelId} roomId={room.roomId} roomNumber={room.roomNumber} onClose={() => setLogging(false)} />
        </Suspense>
      )}
    </div>
  );
}
