import { useDeferredValue, useMemo, useState } from 'react';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { NO_FILTER, filterRooms, type BoardFilter } from './board-model';

/**
 * The board's filter and the rooms it lets through. The filtered list follows a deferred
 * copy of the filter, so the controls answer at once and the big lists redraw after.
 */
export function useBoardFilter<R extends BoardRoom>(rooms: readonly R[]) {
  const [filter, setFilter] = useState<BoardFilter>(NO_FILTER);
  const deferred = useDeferredValue(filter);
  const shown = useMemo(() => filterRooms(rooms, deferred), [rooms, deferred]);
  return { filter, setFilter, shown };
}
