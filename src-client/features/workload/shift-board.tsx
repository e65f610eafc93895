import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { Housekeeper } from './use-workload';
import { trpc } from '../../lib/trpc';
import { DEFAULT_TIMEZONE } from '../../../src-shared/timezones';
import { Button } from '../../components/ui/button';
import { Badge } from '../../components/ui/badge';
import { BoardSection } from '../../components/board-section';
import { ProgressBar } from './progress-bar';
import { shiftProgress } from '../../../src-shared/shift-progress';
import { useRoomTypes } from './use-workload';
import { AutoAssignDialog } from './auto-assign-dialog';
import { HandOverDialog } from './hand-over-dialog';
import { ShiftDialog } from './shift-dialog';
import { useShift } from './use-shift';

const NO_TALLY = { total: 0, done: 0, inProgress: 0, deferred: 0 };
/** Someone on shift with nothing yet: empty bars. */
const EMPTY_PROGRESS = { rooms: NO_TALLY, credits: NO_TALLY, squareFeet: 0, overCap: false };

interface ShiftBoardProps {
  hotelId: string;
  rooms: readonly BoardRoom[];
  housekeepers: readonly Housekeeper[];
}

/**
 * The shift at a glance (DESIGN §13): per housekeeper on shift (issue 18), rooms and credits
 * assigned, done, in progress and deferred. Computed from the cached board, which live
 * events patch; the roster comes with its own live event.
 */
export function ShiftBoard({ hotelId, rooms, housekeepers }: ShiftBoardProps) {
  const { t, i18n } = useLingui();
  const hotel = trpc.hotels.byId.useQuery({ id: hotelId });
  const types = useRoomTypes(hotelId).data;
  const [planning, setPlanning] = useState(false);
  const [handingOver, setHandingOver] = useState<Housekeeper | null>(null);
  const [editingShift, setEditingShift] = useState(false);
  const shift = useShift(hotelId);
  const proposed = housekeepers.filter((h) => shift.data?.members.some((m) => m.housekeeperId === h.id && m.state === 'proposed'));
  const cap = hotel.data?.maxSquareFeetPerShift ?? null;
  const timezone = hotel.data?.timezone ?? DEFAULT_TIMEZONE;
  const progress = useMemo(() => {
    const feet = new Map((types ?? []).map((type) => [type.id, type.squareFeet]));
    return shiftProgress(rooms, { timezone, maxSquareFeet: cap, squareFeetOf: (id) => (id === null ? 0 : (feet.get(id) ?? 0)) });
  }, [rooms, types, timezone, cap]);
  // On shift, and anyone off shift still holding rooms (a started room left with her).
  const working = housekeepers.filter((h) => shift.onShift.has(h.id) || progress.has(h.id));
  const onShiftCount = shift.onShift.size;
  const proposedNames = proposed.map((h) => h.fullName).join(', ');

  return (
    <>
      <BoardSection
        title={<Trans>Shift Progress</Trans>}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setEditingShift(true)} disabled={!shift.data}>
              <Trans>Shift ({onShiftCount} on shift)</Trans>
            </Button>
            <Button onClick={() => setPlanning(true)} disabled={housekeepers.length === 0}>
              <Trans>Auto-assign</Trans>
            </Button>
          </div>
        }
      >
        {() => (
          <>
            {proposed.length > 0 && (
              <p className="text-sm">
                <Trans>Signed in today, not on shift yet: {proposedNames}</Trans>
              </p>
            )}
            {working.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                <Trans>No rooms assigned yet</Trans>
              </p>
            ) : (
              <ul className="grid gap-3 md:grid-cols-2">
                {working.map((h) => {
                  const p = progress.get(h.id) ?? EMPTY_PROGRESS;
                  const toDo = p.rooms.total - p.rooms.done;
                  const name = h.fullName;
                  const feet = i18n.number(p.squareFeet);
                  return (
                    <li key={h.id} aria-label={name} className="space-y-2 rounded-md border border-border p-3">
                      {/* As tall as the Hand over button before it comes, so rooms arriving move nothing (issue 29: CLS 0.14). */}
                      <div className="flex min-h-11 flex-wrap items-center gap-2 md:min-h-9">
                        <span className="font-medium">{name}</span>
                        {!shift.onShift.has(h.id) && shift.data && (
                          <Badge tone="neutral">
                            <Trans>Off shift</Trans>
                          </Badge>
                        )}
                        {p.overCap && (
                          <Badge tone="danger">
                            <Trans>Over the cap: {feet} sq ft</Trans>
                          </Badge>
                        )}
                        {toDo > 0 && (
                          <Button size="sm" variant="outline" className="ms-auto" onClick={() => setHandingOver(h)} aria-label={t`Hand over rooms of ${name}`}>
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
          </>
        )}
      </BoardSection>
      {planning && (
        <AutoAssignDialog
          hotelId={hotelId}
          rooms={rooms}
          housekeepers={housekeepers}
          cap={cap}
          onShift={shift.onShift}
          onClose={() => setPlanning(false)}
          onSetShift={() => {
            setPlanning(false);
            setEditingShift(true);
          }}
        />
      )}
      {editingShift && <ShiftDialog hotelId={hotelId} roster={shift.data} housekeepers={housekeepers} onClose={() => setEditingShift(false)} />}
      {handingOver && (
        <HandOverDialog
          hotelId={hotelId}
          from={handingOver}
          housekeepers={housekeepers}
          working={shift.onShift.size > 0 ? shift.onShift : new Set(working.map((h) => h.id))}
          rooms={rooms}
          onClose={() => setHandingOver(null)}
        />
      )}
    </>
  );
}
