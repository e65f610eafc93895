import { useId, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { RoomStatus } from '../../../src-shared/room-status';
import { STATUS_LABELS } from '../../components/rooms/status-labels';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';

const COLOURS: Record<RoomStatus, string> = {
  dirty: 'bg-red-600',
  assigned: 'bg-amber-400',
  clean: 'bg-emerald-600',
  pms_updated: 'bg-sky-700',
  out_of_service: 'bg-zinc-500',
  inspected: 'bg-teal-700',
};
const ORDER = Object.keys(COLOURS) as RoomStatus[];

/**
 * One tile per room, coloured by status, a row per floor (DESIGN §13): the whole hotel at a
 * glance at any size. Each floor reads to a screen reader as its counts per status.
 */
export function FloorGrid({ rooms }: { rooms: readonly BoardRoom[] }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const floors = useMemo(() => {
    const byFloor = new Map<number | null, BoardRoom[]>();
    // The board comes in room order already: grouping keeps it.
    for (const room of rooms) {
      const list = byFloor.get(room.floor) ?? [];
      list.push(room);
      byFloor.set(room.floor, list);
    }
    return [...byFloor.entries()];
  }, [rooms]);
  if (rooms.length === 0) return null;
  const label = (status: RoomStatus) => i18n._(STATUS_LABELS[status]);

  return (
    <Card>
      <section aria-labelledby={headingId} className="space-y-3 p-4 sm:p-5">
        <h3 id={headingId} className="text-lg font-semibold">
          <Trans>Floor Grid</Trans>
        </h3>
        <ul className="flex flex-wrap gap-3 text-xs" aria-label={t`Legend`}>
          {ORDER.map((status) => (
            <li key={status} className="flex items-center gap-1">
              <span aria-hidden="true" className={cn('size-3 rounded-sm', COLOURS[status])} />
              {label(status)}
            </li>
          ))}
        </ul>
        <div className="space-y-1.5">
          {floors.map(([floor, list]) => {
            const name = floor === null ? t`No floor` : t`Floor ${floor}`;
            const counts = ORDER.map((status) => [status, list.filter((r) => r.status === status).length] as const).filter(([, n]) => n > 0);
            const summary = `${name}: ${counts.map(([status, n]) => `${i18n.number(n)} ${label(status)}`).join(', ')}`;
            return (
              <div key={String(floor)} className="flex items-start gap-2">
                <span className="w-16 shrink-0 text-xs text-muted-foreground">{name}</span>
                <div role="img" aria-label={summary} className="flex flex-wrap gap-0.5">
                  {list.map((room) => (
                    <span key={room.roomId} title={`${room.roomNumber}: ${label(room.status)}`} className={cn('size-3 rounded-sm', COLOURS[room.status])} />
                  ))}
                </div>
              </div>
            );
          })}
        </div>
      </section>
    </Card>
  );
}
