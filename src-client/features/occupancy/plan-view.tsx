import { useId, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useHotelDay } from '../../lib/use-hotel-day';
import { trpc } from '../../lib/trpc';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
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
  const headingId = useId();
  const [importing, setImporting] = useState(false);
  const occupancy = trpc.occupancy.byDay.useQuery({ hotelId, date });
  const rooms = occupancy.data?.rooms ?? [];
  const total = rooms.length;
  const occupied = rooms.filter((r) => r.occupied).length;
  const arrivals = rooms.filter((r) => r.stay === 'arrival').length;
  const dueOut = rooms.filter((r) => r.stay === 'due_out').length;
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby={headingId} className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="text-lg font-semibold">
            <Trans>Today's occupancy ({date})</Trans>
          </h3>
          <Button onClick={() => setImporting(true)}>
            <Trans>Import occupancy (CSV)</Trans>
          </Button>
        </div>
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
      </section>
      {importing && <OccupancyImportDialog hotelId={hotelId} date={date} onClose={() => setImporting(false)} />}
    </Card>
  );
}
