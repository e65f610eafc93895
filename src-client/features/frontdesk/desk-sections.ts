import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { CLEAN_STATUSES, type RoomStatus } from '../../../src-shared/room-status';
import { splitBoard } from '../../lib/board-lists';
import { countStatuses, type StatusCounts } from '../board/board-model';

export type DeskSectionKey = 'notReady' | 'clean' | 'pmsUpdated' | 'outOfService';

export interface DeskSection {
  key: DeskSectionKey;
  /** The board's statuses this section gathers, in the order its breakdown names them. */
  statuses: readonly RoomStatus[];
  /** The rooms listed: spec §4 keeps rooms waiting on a late checkout off these lists (not out of service). */
  rooms: BoardRoom[];
  /** Rooms of each status, counted as the board's status chips count them (countStatuses). */
  counts: Partial<StatusCounts>;
  /** Rooms of these statuses not listed because a late checkout holds them. */
  waitingOnLateCheckout: number;
}

/** Rooms being cleaned (assigned) are not ready yet, so they stay in Dirty; inspected rooms are clean. */
const SECTIONS: readonly { key: DeskSectionKey; statuses: readonly RoomStatus[] }[] = [
  { key: 'notReady', statuses: ['dirty', 'assigned'] },
  { key: 'clean', statuses: CLEAN_STATUSES },
  { key: 'pmsUpdated', statuses: ['pms_updated'] },
  { key: 'outOfService', statuses: ['out_of_service'] },
];

/**
 * The front desk's sections and their counts from one source (issue 18): each section's
 * breakdown uses the chips' own count, so 'Dirty Rooms (n)' is always the Dirty and Assigned
 * chips less the rooms a late checkout holds, and says so.
 */
export function deskSections(rooms: readonly BoardRoom[]): DeskSection[] {
  const split = splitBoard(rooms);
  const counts = countStatuses(rooms);
  const listed: Record<DeskSectionKey, BoardRoom[]> = {
    notReady: keepOrder(rooms, [...split.dirty, ...split.assigned]),
    clean: split.clean,
    pmsUpdated: split.pmsUpdated,
    outOfService: split.outOfService,
  };
  return SECTIONS.map(({ key, statuses }) => {
    const total = statuses.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
    return {
      key,
      statuses,
      rooms: listed[key],
      counts: Object.fromEntries(statuses.map((s) => [s, counts[s] ?? 0])),
      waitingOnLateCheckout: total - listed[key].length,
    };
  });
}

/** The rooms of `subset` in the board's own order (rush first, as splitBoard keeps them). */
function keepOrder(rooms: readonly BoardRoom[], subset: BoardRoom[]): BoardRoom[] {
  const wanted = new Set(subset);
  const ordered = rooms.filter((r) => wanted.has(r));
  return [...ordered.filter((r) => r.priority), ...ordered.filter((r) => !r.priority)];
}
