import { memo, useId } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { NamedProgress } from './housekeeper-progress';
import type { GridRoom } from './board-model';

/** Rooms named on a housekeeper's card before '+n more'. */
const ROOMS_SHOWN = 12;

interface AssignedByHousekeeperProps {
  progress: NamedProgress[];
  onSelectRoom(room: GridRoom): void;
}

/** 'Assigned' grouped by housekeeper: how far each one's shift has got, and the rooms still to do. */
export const AssignedByHousekeeper = memo(function AssignedByHousekeeper({ progress, onSelectRoom }: AssignedByHousekeeperProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h4 id={headingId} className="text-base font-semibold">
        <Trans>Assigned by housekeeper</Trans>
      </h4>
      {progress.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No rooms assigned to anyone yet</Trans>
        </p>
      ) : (
        <ul className="max-h-[34rem] space-y-2 overflow-y-auto overscroll-contain pe-1">
          {progress.map((p) => (
            <HousekeeperCard key={p.housekeeperId} progress={p} onSelectRoom={onSelectRoom} />
          ))}
        </ul>
      )}
    </section>
  );
});

function HousekeeperCard({ progress, onSelectRoom }: { progress: NamedProgress; onSelectRoom(room: GridRoom): void }) {
  const { t, i18n } = useLingui();
  const nameId = useId();
  const { name, toDo } = progress;
  const { inProgress, deferred } = progress.rooms;
  const doneCount = progress.rooms.done;
  const totalCount = progress.rooms.total;
  // The text's numbers in the reader's digits and grouping; the bar reads the counts.
  const done = i18n.number(doneCount);
  const total = i18n.number(totalCount);
  const left = toDo.length;
  const more = Math.max(0, left - ROOMS_SHOWN);
  const roomLabel = ({ roomNumber }: GridRoom) => t`Room ${roomNumber}`;
  return (
    <li aria-labelledby={nameId} data-housekeeper={name} className="space-y-1.5 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <span id={nameId} className="font-medium">
          {name}
        </span>
        <span className="text-sm tabular-nums text-muted-foreground">
          <Trans>
            {done} of {total} done
          </Trans>
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t`Shift progress, ${name}`}
        aria-valuemin={0}
        aria-valuemax={totalCount}
        aria-valuenow={doneCount}
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-emerald-700" style={{ width: `${totalCount ? (doneCount / totalCount) * 100 : 0}%` }} />
      </div>
      <p className="text-xs text-muted-foreground">
        <Plural value={left} one="# room to clean" other="# rooms to clean" />
        {inProgress > 0 && (
          <>
            {' · '}
            <Trans>{inProgress} in progress</Trans>
          </>
        )}
        {deferred > 0 && (
          <>
            {' · '}
            <Trans>{deferred} deferred</Trans>
          </>
        )}
      </p>
      {left > 0 && (
        <div className="flex flex-wrap gap-1">
          {toDo.slice(0, ROOMS_SHOWN).map((room) => (
            <button
              key={room.roomId}
              type="button"
              aria-label={roomLabel(room)}
              onClick={() => onSelectRoom(room)}
              className="inline-flex h-11 min-w-11 items-center justify-center rounded-md bg-amber-300 px-2 text-xs font-semibold text-amber-950 md:h-8 md:min-w-10"
            >
              {room.roomNumber}
            </button>
          ))}
          {more > 0 && (
            <span className="inline-flex items-center px-1 text-xs text-muted-foreground">
              <Trans>+{more} more</Trans>
            </span>
          )}
        </div>
      )}
    </li>
  );
}
