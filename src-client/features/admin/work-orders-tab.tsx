import { lazy, Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { trpc } from '../../lib/trpc';
import { loadCatalogArea } from '../../lib/i18n';
import { ScreenSkeleton } from '../../components/ui/skeleton';
import { byName } from './sort';

// The work-order screens and their texts load with the tab (DESIGN §9), as in the manager's workspace.
const WorkOrdersBoard = lazy(() =>
  Promise.all([import('../maintenance/work-orders-board'), loadCatalogArea('maintenance')]).then(([m]) => ({ default: m.WorkOrdersBoard })),
);

/** DESIGN §18: an admin sees the work orders of any hotel, one hotel at a time, as its manager does. */
export function WorkOrdersTab() {
  const { t } = useLingui();
  const hotels = trpc.hotels.list.useQuery();
  const [chosen, setChosen] = useState('');
  const sorted = byName(hotels.data ?? []);
  const hotelId = chosen || sorted[0]?.id || '';
  if (hotels.isPending) return <ScreenSkeleton />;
  if (hotels.isError) {
    return (
      <p role="alert" className="text-destructive">
        <Trans>Failed to load hotels</Trans>
      </p>
    );
  }
  if (!hotelId) {
    return (
      <p className="text-muted-foreground">
        <Trans>No hotels yet</Trans>
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <select aria-label={t`Hotel`} className="h-11 rounded-md border border-border bg-card px-2 text-sm md:h-9" value={hotelId} onChange={(e) => setChosen(e.target.value)}>
        {sorted.map((hotel) => (
          <option key={hotel.id} value={hotel.id}>
            {hotel.name}
          </option>
        ))}
      </select>
      <Suspense fallback={<ScreenSkeleton />}>
        <WorkOrdersBoard key={hotelId} hotelId={hotelId} />
      </Suspense>
    </div>
  );
}
