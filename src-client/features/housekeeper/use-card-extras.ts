import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { RoomNote } from '../../../src-shared/room-notes.schemas';
import { UNREAD_NOTES_REFETCH_MS } from '../../../src-shared/limits';
import { isCleaningDone } from '../../../src-shared/room-status';
import { trpc } from '../../lib/trpc';

const NO_NOTES: Record<string, RoomNote> = {};

/**
 * What a compact card shows beyond the board row (issue 18): the room's newest unread note
 * (shown while the room counts unread notes) and who cleaned a room that is done.
 */
export function useCardExtras(hotelId: string, unread: Record<string, number>, userId: string) {
  const anyUnread = Object.keys(unread).length > 0;
  // Refreshed with the counts, and at once by a note's live event (lib/hotel-event.ts).
  const latest = trpc.roomNotes.latestUnread.useQuery({ hotelId }, { enabled: anyUnread, refetchInterval: UNREAD_NOTES_REFETCH_MS });
  return {
    notes: anyUnread ? (latest.data ?? NO_NOTES) : NO_NOTES,
    /**
     * Who cleaned a room that is done: null for the viewer; a housekeeper's clean keeps the
     * room assigned to them, so the assignee's name; undefined when not known (a manager's).
     */
    cleanedBy(room: BoardRoom): string | null | undefined {
      if (!isCleaningDone(room.status) || !room.cleanedBy) return undefined;
      if (room.cleanedBy === userId) return null;
      return room.cleanedBy === room.assignedTo ? (room.assignedToName ?? undefined) : undefined;
    },
  };
}
