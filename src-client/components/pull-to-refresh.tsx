import { useRef, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { PULL_TO_REFRESH } from '../../src-shared/limits';
import { vibrate } from '../lib/vibrate';

/**
 * Pull down at the top of the page to refresh (spec §9: threshold 80 px after a
 * resistance of 2.5, a 50 ms vibration when it fires). Touch only; other devices have
 * their own refresh.
 */
export function PullToRefresh({ onRefresh, children }: { onRefresh(): Promise<unknown>; children: ReactNode }) {
  const start = useRef<number | null>(null);
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const ready = pull >= PULL_TO_REFRESH.threshold;

  return (
    <div
      onTouchStart={(e) => {
        start.current = window.scrollY <= 0 && !refreshing ? e.touches[0]!.clientY : null;
      }}
      onTouchMove={(e) => {
        if (start.current === null) return;
        setPull(Math.max(0, (e.touches[0]!.clientY - start.current) / PULL_TO_REFRESH.resistance));
      }}
      onTouchEnd={() => {
        start.current = null;
        setPull(0);
        if (!ready) return;
        vibrate(PULL_TO_REFRESH.vibrationMs);
        setRefreshing(true);
        void onRefresh().finally(() => setRefreshing(false));
      }}
    >
      <div
        aria-live="polite"
        className="flex items-center justify-center overflow-hidden text-sm text-muted-foreground transition-[height]"
        style={{ height: refreshing ? 40 : Math.min(pull, PULL_TO_REFRESH.threshold * 1.5) }}
      >
        {refreshing ? <Trans>Refreshing...</Trans> : pull > 0 && (ready ? <Trans>Release to refresh</Trans> : <Trans>Pull to refresh</Trans>)}
      </div>
      {children}
    </div>
  );
}
