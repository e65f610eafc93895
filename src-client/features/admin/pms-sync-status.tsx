import { Trans, useLingui } from '@lingui/react/macro';
import type { PmsSyncStatus } from '../../../src-shared/pms.schemas';
import { Moment } from './integration-format';

type Failure = PmsSyncStatus['failures'][number];

/** One failure group in words (DESIGN §19): what failed, why, and the vendor's own answer verbatim. */
function FailureWords({ f, vendor }: { f: Failure; vendor: string }) {
  const { count, answer } = f;
  switch (f.reason) {
    case 'refused':
      if (f.what === 'push') return <Trans>{vendor} refused the room condition ({count}×): {answer}</Trans>;
      if (f.what === 'pull') return <Trans>{vendor} refused the occupancy read ({count}×): {answer}</Trans>;
      return <Trans>{vendor} refused the connection test ({count}×): {answer}</Trans>;
    case 'rate_limited':
      return <Trans>{vendor} asked the app to slow down ({count}×): {answer}</Trans>;
    case 'vendor_error':
      return <Trans>{vendor} had an error on its side ({count}×): {answer}</Trans>;
    case 'unreachable':
      return <Trans>{vendor} could not be reached ({count}×): {answer}</Trans>;
    case 'address_refused':
      return <Trans>Not sent to {vendor}: its address is not allowed ({count}×): {answer}</Trans>;
  }
}

/**
 * 'Sync you can trust' (DESIGN §19): when the PMS last took a read and a push, what waits and
 * for how long, and the last day's failures by reason, each with the vendor's answer.
 */
export function PmsSyncStatusView({ sync, vendor, timezone }: { sync: PmsSyncStatus; vendor: string; timezone: string | undefined }) {
  const { t } = useLingui();
  const minutes = Math.ceil(sync.lagSeconds / 60);
  const pending = sync.pendingPushes;
  return (
    <div role="group" aria-label={t`Sync status`} className="space-y-1 text-sm">
      {sync.reachable === false && (
        <p className="font-medium text-destructive dark:text-red-400">
          <Trans>{vendor} cannot be reached. Check the API address and the network, then press Test connection.</Trans>
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">
          <Trans>Last occupancy read</Trans>
        </dt>
        <dd>{sync.lastPullAt ? <Moment iso={sync.lastPullAt} timezone={timezone} /> : <Trans>Never</Trans>}</dd>
        <dt className="text-muted-foreground">
          <Trans>Last room status taken by the PMS</Trans>
        </dt>
        <dd>{sync.lastPushAt ? <Moment iso={sync.lastPushAt} timezone={timezone} /> : <Trans>Never</Trans>}</dd>
        <dt className="text-muted-foreground">
          <Trans>Waiting to be sent</Trans>
        </dt>
        <dd>{pending === 0 ? <Trans>Nothing</Trans> : <Trans>{pending} changes, the oldest for {minutes} min</Trans>}</dd>
      </dl>
      {sync.failures.length > 0 && (
        <ul aria-label={t`Failures in the last 24 hours`} className="list-inside list-disc text-destructive dark:text-red-400">
          {sync.failures.map((f) => (
            <li key={`${f.what}:${f.reason}`} className="break-words">
              <FailureWords f={f} vendor={vendor} /> (<Moment iso={f.lastAt} timezone={timezone} />)
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
