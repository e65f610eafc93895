import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { trpc } from '../../lib/trpc';
import { useHotelDay } from '../../lib/use-hotel-day';
import { DayField } from '../../components/ui/day-field';
import { useErrorToast } from '../../components/rooms/use-error-toast';
import { BoardSection } from '../../components/board-section';
import { HousekeeperStatCard } from './housekeeper-stat-card';

/** Rooms each housekeeper cleaned on a day of the hotel's calendar (today by default). */
export function DailyReportCard({ hotelId }: { hotelId: string }) {
  const { t } = useLingui();
  const { date, today, pick, ready } = useHotelDay(hotelId);
  const stats = trpc.dailyStats.byDate.useQuery({ hotelId, date }, { enabled: date !== '' && ready });
  useErrorToast(stats.error, msg`Failed to load cleaning statistics`);
  const list = stats.isError ? [] : (stats.data ?? []);

  return (
    <BoardSection
      title={<Trans>Daily Cleaning Report</Trans>}
      actions={
        <DayField label={t`Date`} value={date} max={today} onChange={pick} />
      }
    >
      {() =>
        stats.isPending && date !== '' ? (
          <p role="status" className="text-sm text-muted-foreground">
            <Trans>Loading statistics...</Trans>
          </p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No rooms cleaned on this date</Trans>
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((stat) => (
              <HousekeeperStatCard key={stat.housekeeperId} stat={stat} />
            ))}
          </ul>
        )
      }
    </BoardSection>
  );
}
