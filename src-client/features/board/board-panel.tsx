import { useCallback, useDeferredValue, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { hotelDate } from '../../../src-shared/hotel-time';
import { Card } from '../../components/ui/card';
import { ScreenSkeleton, Skeleton } from '../../components/ui/skeleton';
import { ALL, countOccupancy, countStatuses, filterRooms, floorsOf, searchRooms, type BoardFilter, type GridRoom } from './board-model';
import { progressByHousekeeper } from './housekeeper-progress';
import { BoardFilters } from './board-filters';
import { RoomSearch } from './room-search';
import { FloorGrid } from './floor-grid';
import { AssignedByHousekeeper } from './assigned-by-housekeeper';

interface Person {
  id: string;
  fullName: string;
  alias: string | null;
}

export interface BoardPanelProps {
  /** Every room of the hotel (the cached board query); undefined while it loads. */
  rooms: readonly GridRoom[] | undefined;
  /** The filter the lists start with (useBoardFilter); the panel keeps its own copy and reports changes. */
  filter: BoardFilter;
  onFilterChange(filter: BoardFilter): void;
  unread: Record<string, number>;
  housekeepers: readonly Person[];
  timezone: string;
  /** The viewer's actions on one room (status menu, notes), shown on a found room. */
  renderActions(room: GridRoom): ReactNode;
}

/**
 * One board for managers and the front desk, for 10 to 7,500 rooms: counts per status
 * (each a filter), floor and housekeeper filters, a room search, the floor grid, and the
 * shift's progress per housekeeper. It reads the same cached board as the lists, so live
 * changes reach it through the one applyRoomChange.
 */
export function BoardPanel(props: BoardPanelProps) {
  const headingId = useId();
  if (!props.rooms) {
    return (
      <Card className="p-4 sm:p-5">
        <Skeleton className="mb-4 h-7 w-40" />
        <ScreenSkeleton blocks={['h-11', 'h-11', 'h-72']} />
      </Card>
    );
  }
  return (
    <Card>
      <section aria-labelledby={headingId} className="space-y-4 p-4 sm:p-5">
        <h3 id={headingId} className="text-lg font-semibold">
          <Trans>Room board</Trans>
        </h3>
        <BoardBody {...props} rooms={props.rooms} />
      </section>
    </Card>
  );
}

function BoardBody({
  rooms,
  filter: initialFilter,
  onFilterChange,
  unread,
  housekeepers,
  timezone,
  renderActions,
}: BoardPanelProps & { rooms: readonly GridRoom[] }) {
  // The grid follows this copy at once; the host's lists follow theirs as a transition.
  const [filter, setFilter] = useState(initialFilter);
  const changeFilter = useCallback(
    (next: BoardFilter) => {
      setFilter(next);
      onFilterChange(next);
    },
    [onFilterChange],
  );
  const shown = useMemo(() => filterRooms(rooms, filter), [rooms, filter]);
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLDivElement>(null);
  const counts = useMemo(() => countStatuses(rooms), [rooms]);
  const occupancyCounts = useMemo(() => countOccupancy(rooms), [rooms]);
  const floors = useMemo(() => floorsOf(rooms), [rooms]);
  const deferredQuery = useDeferredValue(query);
  const results = useMemo(() => searchRooms(rooms, deferredQuery), [rooms, deferredQuery]);
  // Read each render, so the first render after midnight starts the new day's tallies.
  const today = hotelDate(timezone);
  const everyone = useMemo(() => progressByHousekeeper(rooms, housekeepers, { timezone, date: today }), [rooms, housekeepers, timezone, today]);
  // The housekeeper filter narrows 'Assigned by housekeeper' as it narrows the grid (issue 18).
  const progress = useMemo(
    () => (filter.housekeeper === ALL ? everyone : everyone.filter((p) => p.housekeeperId === filter.housekeeper)),
    [everyone, filter.housekeeper],
  );
  const selectedRoomId = results.length > 0 && results[0]!.roomNumber === query ? results[0]!.roomId : null;

  const select = useCallback((room: GridRoom) => {
    setQuery(room.roomNumber);
    requestAnimationFrame(() =>
      searchRef.current?.scrollIntoView({
        block: 'nearest',
        behavior: 'smooth',
      }),
    );
  }, []);

  return (
    <>
      <div ref={searchRef} className="scroll-mt-4">
        <RoomSearch query={query} onQueryChange={setQuery} results={results} unread={unread} renderActions={renderActions} />
      </div>
      <BoardFilters
        filter={filter}
        onChange={changeFilter}
        counts={counts}
        occupancyCounts={occupancyCounts}
        total={rooms.length}
        floors={floors}
        housekeepers={housekeepers}
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <FloorGrid rooms={shown} unread={unread} selectedRoomId={selectedRoomId} onSelect={select} />
        <AssignedByHousekeeper progress={progress} onSelectRoom={select} />
      </div>
    </>
  );
}
