import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { hotelDate } from '../../../src-shared/hotel-time';
import { trpc } from '../../lib/trpc';
import { DEFAULT_TIMEZONE } from '../../../src-shared/timezones';
import { DayField } from '../../components/ui/day-field';
import { useErrorToast } from '../../components/rooms/use-error-toast';
import { BoardSection } from './board-section';
import { HousekeeperStatCard } from './housekeeper-stat-card';

/** Rooms each housekeeper cleaned on a day of the hotel's calendar (today by default). */
export function DailyReportCard({ hotelId }: { hotelId: string }) {
  const { t } = useLingui();
  // The hotel's day needs its timezone: asked for once that is known (UTC if it cannot be read).
  const hotel = trpc.hotels.byId.useQuery({ id: hotelId });
  const timezone = hotel.data?.timezone ?? DEFAULT_TIMEZONE;
  // Until the manager picks a day, "today" follows the hotel's timezone once it is known.
  const [picked, setPicked] = useState<string | null>(null);
  const today = hotelDate(timezone);
  const date = picked ?? today;
  const stats = trpc.dailyStats.byDate.useQuery({ hotelId, date }, { enabled: date !== '' && !hotel.isPending });
  useErrorToast(stats.error, msg`Failed to load cleaning statistics`);
  const list = stats.isError ? [] : (stats.data ?? []);

  return (
    <BoardSection
      title={<Trans>Daily Cleaning Report</Trans>}
      actions={
        <DayField label={t`Date`} value={date} max={today} onChange={setPicked} />
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
