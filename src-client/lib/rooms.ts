import { useEffect } from 'react';
import { skipToken } from '@tanstack/react-query';
import { toast } from './toast';
import { useLingui } from '@lingui/react/macro';
import { UNREAD_NOTES_REFETCH_MS } from '../../src-shared/limits';
import { DEFAULT_TIMEZONE } from '../../src-shared/timezones';
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

// The lists' rule lives in a module without hooks, so pure code (and its tests) can use it.
export { splitBoard, type BoardLists } from './board-lists';
