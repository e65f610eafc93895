import type { BoardRoom } from '../../src-shared/room-ops.schemas';
import { isCleanStatus, rushFirst } from '../../src-shared/room-status';
import { isOnWorkingLists } from '../../src-shared/room-work-state';

export interface BoardLists {
  dirty: BoardRoom[];
  assigned: BoardRoom[];
  clean: BoardRoom[];
  pmsUpdated: BoardRoom[];
  outOfService: BoardRoom[];
  /** Out of order (DESIGN §17): not sellable, on no working list. */
  outOfOrder: BoardRoom[];
}

/**
 * The board split by status, in the server's room order. Rooms with an unresolved late
 * checkout stay off the dirty, assigned, clean and PMS lists (spec §4); out of service
 * lists every such room. One pass, so a 7,500-room hotel splits in well under a frame.
 */
export function splitBoard(rooms: readonly BoardRoom[] | undefined): BoardLists {
  const lists: BoardLists = { dirty: [], assigned: [], clean: [], pmsUpdated: [], outOfService: [], outOfOrder: [] };
  for (const room of rooms ?? []) {
    if (room.status === 'out_of_service') {
      lists.outOfService.push(room);
      continue;
    }
    if (room.status === 'out_of_order') {
      lists.outOfOrder.push(room);
      continue;
    }
    if (!isOnWorkingLists(room)) continue;
    if (room.status === 'dirty') lists.dirty.push(room);
    else if (room.status === 'assigned') lists.assigned.push(room);
    else if (isCleanStatus(room.status)) lists.clean.push(room);
    else lists.pmsUpdated.push(room);
  }
  // Rush rooms first in every list (DESIGN §12), otherwise in the server's order.
  return {
    dirty: rushFirst(lists.dirty),
    assigned: rushFirst(lists.assigned),
    clean: rushFirst(lists.clean),
    pmsUpdated: rushFirst(lists.pmsUpdated),
    outOfService: rushFirst(lists.outOfService),
    outOfOrder: lists.outOfOrder,
  };
}
