import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { loadCatalogArea } from '../../lib/i18n';

// The chain view (DESIGN §21) brings the chart library and the desk's texts with it, on this tab only.
const ChainCharts = lazy(() =>
  Promise.all([import('../manager/analytics/analytics-charts'), loadCatalogArea('desk')]).then(([m]) => ({ default: m.ChainCharts })),
);

/** The admin's Analytics tab: every hotel side by side. */
export function ChainTab() {
  return (
    <Suspense
      fallback={
        <p role="status" className="text-sm text-muted-foreground">
          <Trans>Loading...</Trans>
        </p>
      }
    >
      <ChainCharts />
    </Suspense>
  );
}
