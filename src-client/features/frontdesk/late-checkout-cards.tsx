import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LateCheckout } from '../../../src-shared/late-checkouts.schemas';
import { formatClockTime } from '../../../src-shared/display-time';
import { Button } from '../../components/ui/button';
import { useResolveLateCheckout } from '../../components/rooms/use-resolve-late-checkout';

/** Unresolved late checkouts, each with Resolve (which marks the room dirty). */
export function LateCheckoutCards({ lateCheckouts, loading }: { lateCheckouts: LateCheckout[]; loading: boolean }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const { resolve, pendingId } = useResolveLateCheckout();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-semibold">
        <Trans>Late Checkouts</Trans>
      </h3>
      {!loading && lateCheckouts.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No late checkouts</Trans>
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {lateCheckouts.map((late) => {
            const roomNumber = late.roomNumber;
            const time = formatClockTime(late.checkoutTime, i18n.locale);
            return (
              <li
                key={late.id}
                className="flex items-center justify-between gap-2 rounded-lg border border-amber-500 bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
              >
                <div>
                  <p className="font-semibold">
                    <Trans>Room {roomNumber}</Trans>
                  </p>
                  <p className="text-sm">
                    <Trans>Checkout at {time}</Trans>
                  </p>
                </div>
                <Button
                  size="sm"
                  aria-label={t`Resolve, room ${roomNumber}`}
                  disabled={pendingId === late.id}
                  onClick={() => void resolve(late.id)}
                >
                  <Trans>Resolve</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
