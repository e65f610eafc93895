import { useEffect, useMemo } from 'react';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { RoomNote } from '../../../src-shared/room-notes.schemas';
import { UNREAD_NOTES_REFETCH_MS } from '../../../src-shared/limits';
import { trpc } from '../../lib/trpc';

const NO_NOTES: Record<string, RoomNote> = {};
const DONE = new Set(['clean', 'inspected', 'pms_updated']);

/**
 * What a compact card shows beyond the board row (issue 18): the room's newest unread note,
 * fetched again whenever the unread counts change, and the name of whoever cleaned it.
 */
export function useCardExtras(hotelId: string, unread: Record<string, number>, rooms: readonly BoardRoom[], userId: string) {
  const utils = trpc.useUtils();
  const anyUnread = Object.keys(unread).length > 0;
  const latest = trpc.roomNotes.latestUnread.useQuery({ hotelId }, { enabled: anyUnread, refetchInterval: UNREAD_NOTES_REFETCH_MS });
  const signature = Object.entries(unread)
    .map(([room, count]) => `${room}:${count}`)
    .sort()
    .join();
  useEffect(() => {
    if (signature) void utils.roomNotes.latestUnread.invalidate({ hotelId });
  }, [signature, hotelId, utils]);

  // The assignee's name covers a housekeeper's own clean; others' (a manager's) need the staff list.
  const needsStaff = rooms.some((r) => DONE.has(r.status) && r.cleanedBy && r.cleanedBy !== userId && r.cleanedBy !== r.assignedTo);
  const staff = trpc.staff.byHotel.useQuery({ hotelId }, { enabled: needsStaff, staleTime: 10 * 60_000 });
  const cleanerNames = useMemo(() => new Map((staff.data ?? []).map((m) => [m.id, m.fullName])), [staff.data]);

  return {
    notes: anyUnread ? (latest.data ?? NO_NOTES) : NO_NOTES,
    /** Who cleaned a room that is done: null for 'you', undefined when not known (or not done). */
    cleanedBy(room: BoardRoom): string | null | undefined {
      if (!DONE.has(room.status) || !room.cleanedBy) return undefined;
      if (room.cleanedBy === userId) return null;
      return room.cleanedBy === room.assignedTo ? (room.assignedToName ?? undefined) : cleanerNames.get(room.cleanedBy);
    },
  };
}
