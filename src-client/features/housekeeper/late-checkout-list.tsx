import { Trans, useLingui } from '@lingui/react/macro';
import type { LateCheckout } from '../../../src-shared/late-checkouts.schemas';
import { formatClockTime } from '../../../src-shared/display-time';
import { Spinner } from '../../components/ui/spinner';

/** The hotel's unresolved late checkouts: room and checkout time. */
export function LateCheckoutList({ lateCheckouts, loading }: { lateCheckouts: LateCheckout[]; loading: boolean }) {
  const { t, i18n } = useLingui();
  if (loading) return <Spinner className="mx-auto block" />;
  if (lateCheckouts.length === 0) {
    return (
      <p className="py-6 text-center text-muted-foreground">
        <Trans>No late checkouts today</Trans>
      </p>
    );
  }
  return (
    <ul aria-label={t`Late checkouts`} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {lateCheckouts.map((late) => (
        <li key={late.id} className="flex items-center justify-between rounded-lg border border-border bg-card p-3">
          <span className="font-semibold">
            <Trans>Room {late.roomNumber}</Trans>
          </span>
          <span className="text-sm">
            <Trans>
              Checkout at <time dateTime={late.checkoutTime}>{formatClockTime(late.checkoutTime, i18n.locale)}</time>
            </Trans>
          </span>
        </li>
      ))}
    </ul>
  );
}
