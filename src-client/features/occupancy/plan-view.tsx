import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useHotelDay } from '../../lib/use-hotel-day';
import { trpc } from '../../lib/trpc';
import { Button } from '../../components/ui/button';
import { PlanSection } from './plan-section';
import { Skeleton } from '../../components/ui/skeleton';
import { CleaningRulesForm } from './cleaning-rules-form';
import { DayPlanPanel } from './day-plan-panel';
import { OccupancyImportDialog } from './occupancy-import-dialog';

/**
 * The manager's Plan view (issue 20): today's occupancy in (a PMS's CSV), the day's plan
 * previewed and applied, and the hotel's cleaning rules.
 */
export function PlanView({ hotelId }: { hotelId: string }) {
  const day = useHotelDay(hotelId);
  if (!day.ready) return <Skeleton className="h-64 w-full" />;
  return (
    <div className="space-y-4">
      <OccupancyCard hotelId={hotelId} date={day.today} />
      <DayPlanPanel hotelId={hotelId} date={day.today} />
      <CleaningRulesForm hotelId={hotelId} />
    </div>
  );
}

function OccupancyCard({ hotelId, date }: { hotelId: string; date: string }) {
  const [importing, setImporting] = useState(false);
  const occupancy = trpc.occupancy.byDay.useQuery({ hotelId, date });
  const rooms = occupancy.data?.rooms ?? [];
  const total = rooms.length;
  const occupied = rooms.filter((r) => r.occupied).length;
  const arrivals = rooms.filter((r) => r.stay === 'arrival').length;
  const dueOut = rooms.filter((r) => r.stay === 'due_out').length;
  return (
    <PlanSection
      title={<Trans>Today's occupancy ({date})</Trans>}
      action={
        <Button onClick={() => setImporting(true)}>
          <Trans>Import occupancy (CSV)</Trans>
        </Button>
      }
      after={importing && <OccupancyImportDialog hotelId={hotelId} date={date} onClose={() => setImporting(false)} />}
    >
        {occupancy.isPending ? (
          <Skeleton className="h-6 w-64" />
        ) : occupancy.isError ? (
          <p role="alert" className="text-sm text-destructive">
            <Trans>Could not load today's occupancy</Trans>
          </p>
        ) : total === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No occupancy known for today yet: import your PMS's report.</Trans>
          </p>
        ) : (
          <p data-occupancy-summary className="text-sm">
            <Trans>
              {total} rooms known: {occupied} occupied, {arrivals} arrivals, {dueOut} due out
            </Trans>
          </p>
        )}
    </PlanSection>
  );
}
