import { useEffect } from 'react';
import { skipToken } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useLingui } from '@lingui/react/macro';
import { UNREAD_NOTES_REFETCH_MS } from '../../src-shared/limits';
import { DEFAULT_TIMEZONE } from '../../src-shared/timezones';
import type { BoardRoom } from '../../src-shared/room-ops.schemas';
import { rushFirst } from '../../src-shared/room-status';
import { trpc } from './trpc';

/** Every room of the hotel with its status record (the manager and front desk boards). */
export function useHotelBoard(hotelId: string | null | undefined) {
  return trpc.roomStatuses.byHotel.useQuery(hotelId ? { hotelId } : skipToken);
}

/** Unresolved late checkouts of the hotel. */
export function useLateCheckouts(hotelId: string | null | undefined) {
  return trpc.lateCheckouts.unresolved.useQuery(hotelId ? { hotelId } : skipToken);
}

/**
 * roomId → unread note count for the viewer. Besides live updates it is refetched every
 * 30 s, on window focus and on reconnect, whatever its age (spec §7).
 */
export function useUnreadNotes(hotelId: string | null | undefined) {
  const { t } = useLingui();
  const unread = trpc.roomNotes.unread.useQuery(hotelId ? { hotelId } : skipToken, {
    refetchInterval: UNREAD_NOTES_REFETCH_MS,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
  });
  useEffect(() => {
    // Offline, the banner already says so; one toast (same id) however often the 30 s refetch fails.
    if (unread.error && navigator.onLine) toast.error(t`Failed to fetch unread notes`, { id: 'unread-notes-failed' });
  }, [unread.error, t]);
  return unread;
}

/** The hotel's timezone; UTC until fetched (spec §9). */
export function useHotelTimezone(hotelId: string | null | undefined): string {
  const hotel = trpc.hotels.byId.useQuery(hotelId ? { id: hotelId } : skipToken);
  return hotel.data?.timezone ?? DEFAULT_TIMEZONE;
}

// Module-level, so React Query keeps the filtered list (same array) until the staff list changes.
const onlyHousekeepers = <T extends { role: string }>(staff: T[]) => staff.filter((member) => member.role === 'housekeeper');

/** The approved housekeepers of the hotel: the only people rooms can be assigned to. */
export function useHousekeepers(hotelId: string | null | undefined) {
  return trpc.staff.byHotel.useQuery(hotelId ? { hotelId } : skipToken, { select: onlyHousekeepers });
}

export interface BoardLists {
  dirty: BoardRoom[];
  assigned: BoardRoom[];
  clean: BoardRoom[];
  pmsUpdated: BoardRoom[];
  outOfService: BoardRoom[];
}

/**
 * The board split by status, in the server's room order. Rooms with an unresolved late
 * checkout stay off the dirty, assigned, clean and PMS lists (spec §4); out of service
 * lists every such room. One pass, so a 7,500-room hotel splits in well under a frame.
 */
export function splitBoard(rooms: readonly BoardRoom[] | undefined): BoardLists {
  const lists: BoardLists = { dirty: [], assigned: [], clean: [], pmsUpdated: [], outOfService: [] };
  for (const room of rooms ?? []) {
    if (room.status === 'out_of_service') {
      lists.outOfService.push(room);
      continue;
    }
    if (room.hasLateCheckout) continue;
    if (room.status === 'dirty') lists.dirty.push(room);
    else if (room.status === 'assigned') lists.assigned.push(room);
    else if (room.status === 'clean' || room.status === 'inspected') lists.clean.push(room);
    else lists.pmsUpdated.push(room);
  }
  // Rush rooms first in every list (DESIGN §12), otherwise in the server's order.
  return {
    dirty: rushFirst(lists.dirty),
    assigned: rushFirst(lists.assigned),
    clean: rushFirst(lists.clean),
    pmsUpdated: rushFirst(lists.pmsUpdated),
    outOfService: rushFirst(lists.outOfService),
  };
}
