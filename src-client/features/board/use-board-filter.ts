import { useDeferredValue, useMemo, useState } from 'react';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { NO_FILTER, filterRooms, type BoardFilter } from './board-model';

/**
 * The board's filter and the rooms it lets through: `gridRooms` at once (the grid draws
 * only the floors in view), `shown` for the lists from a deferred copy of the filter, so
 * the big tables redraw after, without holding up the controls or the grid.
 */
export function useBoardFilter<R extends BoardRoom>(rooms: readonly R[]) {
  const [filter, setFilter] = useState<BoardFilter>(NO_FILTER);
  const deferred = useDeferredValue(filter);
  const gridRooms = useMemo(() => filterRooms(rooms, filter), [rooms, filter]);
  const shown = useMemo(() => (deferred === filter ? gridRooms : filterRooms(rooms, deferred)), [rooms, deferred, filter, gridRooms]);
  return { filter, setFilter, shown, gridRooms };
}
