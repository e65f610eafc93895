import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { nextDay } from '../../../src-shared/hotel-time';
import { useHotelDay } from '../../lib/use-hotel-day';
import { trpc } from '../../lib/trpc';
import { Button } from '../../components/ui/button';
import { PlanSection } from './plan-section';
import { Skeleton } from '../../components/ui/skeleton';
import { CleaningRulesForm } from './cleaning-rules-form';
import { DayPlanPanel } from './day-plan-panel';
import { OccupancyImportDialog } from './occupancy-import-dialog';
import { PlanDayChoice } from './plan-day-choice';
import { TurndownPanel } from './turndown-panel';
import type { PlanDay } from './plan-day';

/**
 * The manager's Plan view (issue 20): the day's occupancy in (a PMS's CSV), the day's plan
 * previewed and applied, and the hotel's cleaning rules. The day is today or tomorrow, to
 * plan the night before (issue 29).
 */
export function PlanView({ hotelId }: { hotelId: string }) {
  const hotelDay = useHotelDay(hotelId);
  const [day, setDay] = useState<PlanDay>('today');
  if (!hotelDay.ready) return <Skeleton className="h-64 w-full" />;
  const dates = { today: hotelDay.today, tomorrow: nextDay(hotelDay.today) };
  return (
    <div className="space-y-4">
      <PlanDayChoice value={day} dates={dates} onChange={setDay} />
      <OccupancyCard hotelId={hotelId} day={day} date={dates[day]} />
      <DayPlanPanel hotelId={hotelId} day={day} date={dates[day]} />
      <CleaningRulesForm hotelId={hotelId} />
      {/* Last: its list grows with the evening's rooms and moves nothing above it. */}
      <TurndownPanel hotelId={hotelId} date={dates[day]} />
    </div>
  );
}

function OccupancyCard({ hotelId, day, date }: { hotelId: string; day: PlanDay; date: string }) {
  const [importing, setImporting] = useState(false);
  const occupancy = trpc.occupancy.byDay.useQuery({ hotelId, date });
  const rooms = occupancy.data?.rooms ?? [];
  const total = rooms.length;
  const occupied = rooms.filter((r) => r.occupied).length;
  const arrivals = rooms.filter((r) => r.stay === 'arrival').length;
  const dueOut = rooms.filter((r) => r.stay === 'due_out').length;
  return (
    <PlanSection
      title={day === 'today' ? <Trans>Today's occupancy ({date})</Trans> : <Trans>Tomorrow's occupancy ({date})</Trans>}
      action={
        <Button onClick={() => setImporting(true)}>
          <Trans>Import occupancy (CSV)</Trans>
        </Button>
      }
      after={importing && <OccupancyImportDialog hotelId={hotelId} date={date} onClose={() => setImporting(false)} />}
    >
      {/* Two lines kept for whichever line comes, so the plan below does not move on load or import (issue 29). */}
      <div className="min-h-10">
        {occupancy.isPending ? (
          <Skeleton className="h-5 w-64" />
        ) : occupancy.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {day === 'today' ? <Trans>Could not load today's occupancy</Trans> : <Trans>Could not load tomorrow's occupancy</Trans>}
          </p>
        ) : total === 0 ? (
          <p className="text-sm text-muted-foreground">
            {day === 'today' ? (
              <Trans>No occupancy known for today yet: import your PMS's report.</Trans>
            ) : (
              <Trans>No occupancy known for tomorrow yet: import your PMS's report.</Trans>
            )}
          </p>
        ) : (
          <p data-occupancy-summary className="text-sm">
            <Trans>
              {total} rooms known: {occupied} occupied, {arrivals} arrivals, {dueOut} due out
            </Trans>
          </p>
        )}
      </div>
    </PlanSection>
  );
}
