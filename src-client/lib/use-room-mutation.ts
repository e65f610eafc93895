import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BoardRoom } from '../../src-shared/room-ops.schemas';
import { applyRoomChange } from './room-cache';

/** What a room write answers: the room's row, the rows it changed, or an answer carrying them in `rooms`. */
export type RoomsAnswer = BoardRoom | readonly BoardRoom[] | { readonly rooms: readonly BoardRoom[] };

function rowsOf(answer: RoomsAnswer): readonly BoardRoom[] {
  if (Array.isArray(answer)) return answer as readonly BoardRoom[];
  return 'rooms' in answer ? answer.rooms : [answer as BoardRoom];
}

/**
 * The server's room rows from a write's answer into every cached list and the device's copies,
 * through the one path a live event takes (applyRoomChange): nothing is refetched. Rows of
 * several hotels (never expected) each go to their own.
 */
export function applyRoomsAnswer(queryClient: QueryClient, answer: RoomsAnswer): void {
  const byHotel = new Map<string, BoardRoom[]>();
  for (const row of rowsOf(answer)) byHotel.set(row.hotelId, [...(byHotel.get(row.hotelId) ?? []), row]);
  for (const [hotelId, rooms] of byHotel) applyRoomChange(queryClient, { hotelId, rooms });
}

/**
 * Every room change from a screen goes through this: it runs the write and applies the rooms
 * it answers before the caller goes on (a toast, a dialog closing), so every list shows the
 * change at once. Stable across renders.
 */
export function useRoomMutation(): <T extends RoomsAnswer>(write: () => Promise<T>) => Promise<T> {
  const queryClient = useQueryClient();
  return useCallback(
    async <T extends RoomsAnswer>(write: () => Promise<T>): Promise<T> => {
      const answer = await write();
      applyRoomsAnswer(queryClient, answer);
      return answer;
    },
    [queryClient],
  );
}
