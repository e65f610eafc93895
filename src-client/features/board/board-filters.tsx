import { useId, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROOM_STATUSES } from '../../../src-shared/room-status';
import { cn } from '../../lib/cn';
import { Button } from '../../components/ui/button';
import { NativeSelect } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { BADGE_TONES } from '../../components/ui/badge';
import { STATUS_TONES } from '../../components/rooms/room-status-badge';
import { STATUS_LABELS } from '../../components/rooms/status-labels';
import { ALL, NO_FILTER, NO_FLOOR, isFiltered, type BoardFilter, type OccupancyCounts, type StatusCounts } from './board-model';
import { OCCUPANCY_CODES, STAY_MARKS } from '../../../src-shared/occupancy-code';
import { CODE_LABELS, STAY_LABELS } from '../../components/rooms/occupancy-labels';

interface Person {
  id: string;
  fullName: string;
  alias: string | null;
}

interface BoardFiltersProps {
  filter: BoardFilter;
  onChange(filter: BoardFilter): void;
  counts: StatusCounts;
  /** Rooms per occupancy code and stay today (DESIGN §17); the chips show once any occupancy is known. */
  occupancyCounts: OccupancyCounts;
  total: number;
  floors: (number | null)[];
  housekeepers: readonly Person[];
}

/**
 * The count of every status, each a toggle that filters by it, then floor and housekeeper.
 * The filters narrow the grid and the lists below alike.
 */
export function BoardFilters({ filter, onChange, counts, occupancyCounts, total, floors, housekeepers }: BoardFiltersProps) {
  const { t, i18n } = useLingui();
  const floorId = useId();
  const personId = useId();
  return (
    <div className="space-y-3">
      <div role="group" aria-label={t`Rooms by status`} className="flex flex-wrap gap-2">
        {ROOM_STATUSES.map((status) => {
          const label = i18n._(STATUS_LABELS[status]);
          const count = counts[status] ?? 0;
          const on = filter.status === status;
          return (
            <button
              key={status}
              type="button"
              aria-pressed={on}
              data-status={status}
              onClick={() => onChange({ ...filter, status: on ? ALL : status })}
              className={cn(
                'inline-flex h-11 items-center gap-2 rounded-full border-2 px-3 text-sm font-medium md:h-9',
                // The chosen status is filled (issue 18: a thin outline was not seen as selected).
                on ? 'border-foreground bg-foreground text-background' : `border-transparent ${BADGE_TONES[STATUS_TONES[status] ?? 'neutral']}`,
              )}
            >
              <span>{label}</span>
              <span className="tabular-nums font-bold">{count}</span>
            </button>
          );
        })}
        <span className="inline-flex h-11 items-center px-1 text-sm text-muted-foreground md:h-9">
          <Trans>{total} rooms</Trans>
        </span>
      </div>
      <OccupancyChips filter={filter} onChange={onChange} counts={occupancyCounts} />
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-36 flex-1 space-y-1.5 sm:flex-none">
          <Label htmlFor={floorId}>
            <Trans>Filter by floor</Trans>
          </Label>
          <NativeSelect id={floorId} value={filter.floor} onChange={(e) => onChange({ ...filter, floor: e.target.value })}>
            <option value={ALL}>{t`All floors`}</option>
            {floors.map((floor) =>
              floor === null ? (
                <option key="none" value={NO_FLOOR}>
                  {t`No floor`}
                </option>
              ) : (
                <option key={floor} value={String(floor)}>
                  {t`Floor ${floor}`}
                </option>
              ),
            )}
          </NativeSelect>
        </div>
        <div className="min-w-44 flex-1 space-y-1.5 sm:flex-none">
          <Label htmlFor={personId}>
            <Trans>Filter by housekeeper</Trans>
          </Label>
          <NativeSelect
            id={personId}
            value={filter.housekeeper}
            onChange={(e) => onChange({ ...filter, housekeeper: e.target.value })}
          >
            <option value={ALL}>{t`All housekeepers`}</option>
            {housekeepers.map((h) => (
              <option key={h.id} value={h.id}>
                {h.alias ? `${h.fullName} (${h.alias})` : h.fullName}
              </option>
            ))}
          </NativeSelect>
        </div>
        {isFiltered(filter) && (
          <Button variant="outline" onClick={() => onChange(NO_FILTER)}>
            <Trans>Clear filters</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}

const CHIP = 'inline-flex h-11 items-center gap-2 rounded-full border-2 px-3 text-sm font-medium md:h-9';

/** VC / VD / OC / OD and arrival / due out / stayover, each a toggle with its count (DESIGN §17). */
function OccupancyChips({ filter, onChange, counts }: { filter: BoardFilter; onChange(filter: BoardFilter): void; counts: OccupancyCounts }) {
  const { t, i18n } = useLingui();
  const known = OCCUPANCY_CODES.some((c) => counts[c] > 0) || STAY_MARKS.some((s) => counts[s] > 0);
  if (!known && filter.occupancy === ALL && filter.stay === ALL) return null;
  return (
    <div role="group" aria-label={t`Rooms by occupancy`} className="flex flex-wrap gap-2">
      {OCCUPANCY_CODES.map((code) => (
        <ToggleChip key={code} on={filter.occupancy === code} count={counts[code]} onToggle={(on) => onChange({ ...filter, occupancy: on ? code : ALL })}>
          {/* The code as hotels write it; its meaning for screen readers. */}
          <span aria-hidden="true" className="font-mono font-semibold">
            {code}
          </span>
          <span className="sr-only">{i18n._(CODE_LABELS[code])}</span>
        </ToggleChip>
      ))}
      {STAY_MARKS.map((stay) => (
        <ToggleChip key={stay} on={filter.stay === stay} count={counts[stay]} onToggle={(on) => onChange({ ...filter, stay: on ? stay : ALL })}>
          <span>{i18n._(STAY_LABELS[stay])}</span>
        </ToggleChip>
      ))}
    </div>
  );
}

function ToggleChip({ on, count, onToggle, children }: { on: boolean; count: number; onToggle(on: boolean): void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => onToggle(!on)}
      className={cn(CHIP, on ? 'border-foreground bg-foreground text-background' : 'border-border bg-card')}
    >
      {children}
      <span className="tabular-nums font-bold">{count}</span>
    </button>
  );
}
