import { useId, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { Housekeeper } from './use-workload';
import { trpc } from '../../lib/trpc';
import { DEFAULT_TIMEZONE } from '../../../src-shared/timezones';
import { Button } from '../../components/ui/button';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { ProgressBar } from './progress-bar';
import { shiftProgress } from '../../../src-shared/shift-progress';
import { useRoomTypes } from './use-workload';
import { AutoAssignDialog } from './auto-assign-dialog';
import { HandOverDialog } from './hand-over-dialog';

interface ShiftBoardProps {
  hotelId: string;
  rooms: readonly BoardRoom[];
  housekeepers: readonly Housekeeper[];
}

/**
 * The shift at a glance (DESIGN §13): per housekeeper, rooms and credits assigned, done, in
 * progress and deferred. Computed from the cached board, which live events patch.
 */
export function ShiftBoard({ hotelId, rooms, housekeepers }: ShiftBoardProps) {
  const { t, i18n } = useLingui();
  const hotel = trpc.hotels.byId.useQuery({ id: hotelId });
  const types = useRoomTypes(hotelId).data;
  const headingId = useId();
  const [planning, setPlanning] = useState(false);
  const [handingOver, setHandingOver] = useState<Housekeeper | null>(null);
  const cap = hotel.data?.maxSquareFeetPerShift ?? null;
  const timezone = hotel.data?.timezone ?? DEFAULT_TIMEZONE;
  const progress = useMemo(() => {
    const feet = new Map((types ?? []).map((type) => [type.id, type.squareFeet]));
    return shiftProgress(rooms, { timezone, maxSquareFeet: cap, squareFeetOf: (id) => (id === null ? 0 : (feet.get(id) ?? 0)) });
  }, [rooms, types, timezone, cap]);
  const working = housekeepers.filter((h) => progress.has(h.id));

  return (
    <Card>
      <section aria-labelledby={headingId} className="space-y-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="text-lg font-semibold">
            <Trans>Shift Progress</Trans>
          </h3>
          <Button onClick={() => setPlanning(true)} disabled={housekeepers.length === 0}>
            <Trans>Auto-assign</Trans>
          </Button>
        </div>
        {working.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No rooms assigned yet</Trans>
          </p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {working.map((h) => {
              const p = progress.get(h.id)!;
              const toDo = p.rooms.total - p.rooms.done;
              const name = h.fullName;
              const feet = i18n.number(p.squareFeet);
              return (
                <li key={h.id} aria-label={name} className="space-y-2 rounded-md border border-border p-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{name}</span>
                    {p.overCap && (
                      <Badge tone="danger">
                        <Trans>Over the cap: {feet} sq ft</Trans>
                      </Badge>
                    )}
                    {toDo > 0 && (
                      <Button size="sm" variant="outline" className="ml-auto" onClick={() => setHandingOver(h)} aria-label={t`Hand over rooms of ${name}`}>
                        <Trans>Hand over</Trans>
                      </Button>
                    )}
                  </div>
                  <ProgressBar label={t`Rooms, ${name}`} tally={p.rooms} />
                  <ProgressBar label={t`Credits, ${name}`} tally={p.credits} />
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {planning && <AutoAssignDialog hotelId={hotelId} rooms={rooms} housekeepers={housekeepers} cap={cap} onClose={() => setPlanning(false)} />}
      {handingOver && (
        <HandOverDialog
          hotelId={hotelId}
          from={handingOver}
          housekeepers={housekeepers}
          working={new Set(working.map((h) => h.id))}
          onClose={() => setHandingOver(null)}
        />
      )}
    </Card>
  );
}
