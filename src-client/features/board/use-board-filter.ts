import { startTransition, useCallback, useMemo, useState } from 'react';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { NO_FILTER, filterRooms, type BoardFilter } from './board-model';

/**
 * The lists' copy of the board's filter and the rooms it lets through. A change is a
 * transition: the board's own controls and grid answer at once (they keep the filter
 * too), and the big lists redraw after, interruptibly.
 */
export function useBoardFilter<R extends BoardRoom>(rooms: readonly R[]) {
  const [filter, setFilterNow] = useState<BoardFilter>(NO_FILTER);
  const setFilter = useCallback((next: BoardFilter) => startTransition(() => setFilterNow(next)), []);
  const shown = useMemo(() => filterRooms(rooms, filter), [rooms, filter]);
  return { filter, setFilter, shown };
}
