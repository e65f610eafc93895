import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LateCheckout } from '../../../src-shared/late-checkouts.schemas';
import { formatClockTime } from '../../../src-shared/display-time';
import { isCheckoutOverdue } from '../../../src-shared/hotel-time';
import { DEFAULT_TIMEZONE } from '../../../src-shared/timezones';
import { cn } from '../../lib/cn';
import { ResolveLateCheckoutButton } from './resolve-late-checkout-button';
import { useNow } from '../../components/lifecycle/use-now';
import { useResolveLateCheckout } from '../late-checkouts/use-resolve-late-checkout';

interface LateCheckoutCardsProps {
  lateCheckouts: LateCheckout[];
  loading: boolean;
  /** The hotel's zone: a checkout time is the hotel's clock, whatever the viewer's. */
  timezone?: string;
}

/**
 * Unresolved late checkouts, each with Resolve (which marks the room dirty, with Undo). One
 * whose time has come says 'Overdue' in words, not by colour alone (issue 18).
 */
export function LateCheckoutCards({ lateCheckouts, loading, timezone = DEFAULT_TIMEZONE }: LateCheckoutCardsProps) {
  const { i18n } = useLingui();
  const headingId = useId();
  const { resolve, pendingId } = useResolveLateCheckout();
  // Ticks while there is something to watch, so a checkout turns overdue as its time passes.
  const now = new Date(useNow(lateCheckouts.length > 0));
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
            const overdue = isCheckoutOverdue(late.checkoutTime, late.createdAt, timezone, now);
            return (
              <li
                key={late.id}
                data-late-checkout={roomNumber}
                data-overdue={overdue}
                className={cn(
                  'flex items-center justify-between gap-2 rounded-lg border p-3',
                  overdue
                    ? 'border-2 border-destructive bg-red-50 text-red-950 dark:bg-red-950 dark:text-red-50'
                    : 'border-amber-500 bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50',
                )}
              >
                <div>
                  <p className="font-semibold">
                    <Trans>Room {roomNumber}</Trans>
                  </p>
                  <p className="text-sm">
                    <Trans>Checkout at {time}</Trans>
                    {overdue && (
                      <strong className="ms-2 font-bold uppercase">
                        <Trans>Overdue</Trans>
                      </strong>
                    )}
                  </p>
                </div>
                <ResolveLateCheckoutButton roomNumber={roomNumber} pending={pendingId === late.id} onResolve={() => void resolve(late)} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
