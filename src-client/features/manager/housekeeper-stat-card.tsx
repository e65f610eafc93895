import { Plural, useLingui } from '@lingui/react/macro';
import type { DailyStat } from '../../../src-shared/daily-stats.schemas';
import { Badge } from '../../components/ui/badge';

/** One housekeeper's day: how many rooms, and which. */
export function HousekeeperStatCard({ stat }: { stat: DailyStat }) {
  const { t } = useLingui();
  const count = stat.roomCount;
  const name = stat.housekeeperName;
  return (
    <li className="rounded-md border border-border p-3">
      <p className="font-semibold">{name}</p>
      <p className="text-sm text-muted-foreground">
        <Plural value={count} one="# room cleaned" other="# rooms cleaned" />
      </p>
      <ul aria-label={t`Rooms cleaned by ${name}`} className="mt-2 flex flex-wrap gap-1">
        {stat.rooms.map((room, i) => (
          <li key={`${room.roomNumber}-${i}`}>
            <Badge tone="neutral">{room.roomNumber}</Badge>
          </li>
        ))}
      </ul>
    </li>
  );
}
