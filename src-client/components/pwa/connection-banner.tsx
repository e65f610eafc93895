import { useEffect, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { BACK_ONLINE_BANNER_MS } from '../../../src-shared/limits';
import { useOnline } from '../../offline/use-online';

/**
 * Spec §4: while offline, "You're offline - Changes will sync when connected"; on
 * return, 'Back online - Syncing your changes...' for 3 s.
 */
export function ConnectionBanner() {
  const online = useOnline();
  const wasOnline = useRef(online);
  const [backOnline, setBackOnline] = useState(false);

  useEffect(() => {
    const returned = online && !wasOnline.current;
    wasOnline.current = online;
    if (!returned) return;
    setBackOnline(true);
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_BANNER_MS);
    return () => clearTimeout(timer);
  }, [online]);

  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p className="rounded-md border border-amber-500 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50">
          <Trans>You're offline - Changes will sync when connected</Trans>
        </p>
      )}
      {online && backOnline && (
        <p className="rounded-md border border-emerald-600 bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-950 dark:border-emerald-500 dark:bg-emerald-950 dark:text-emerald-50">
          <Trans>Back online - Syncing your changes...</Trans>
        </p>
      )}
    </div>
  );
}
