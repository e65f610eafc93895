import { Trans, useLingui } from '@lingui/react/macro';
import type { LateCheckout } from '../../../src-shared/late-checkouts.schemas';
import { formatClockTime } from '../../../src-shared/display-time';
import { Spinner } from '../../components/ui/spinner';

/**
 * The hotel's unresolved late checkouts: room and checkout time. `mine` (her rooms, on the
 * phone): hers first and marked, the rest after (issue 29): the whole hotel stays listed, as
 * its count says, since she may be sent to any room.
 */
export function LateCheckoutList({ lateCheckouts, loading, mine }: { lateCheckouts: LateCheckout[]; loading: boolean; mine?: ReadonlySet<string> }) {
  const { t, i18n } = useLingui();
  const ordered = mine ? [...lateCheckouts].sort((a, b) => Number(mine.has(b.roomId)) - Number(mine.has(a.roomId))) : lateCheckouts;
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
      {ordered.map((late) => (
        <li key={late.id} className="flex items-center justify-between gap-2 rounded-lg border border-border bg-card p-3">
          <span className="me-auto font-semibold">
            <Trans>Room {late.roomNumber}</Trans>
          </span>
          {mine?.has(late.roomId) && (
            <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary dark:text-foreground">
              <Trans>Your room</Trans>
            </span>
          )}
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
