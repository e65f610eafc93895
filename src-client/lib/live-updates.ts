import { useMemo } from 'react';
import { skipToken, useQueryClient } from '@tanstack/react-query';
import { trpc } from './trpc';
import { applyHotelEvent, invalidateStreamed } from './hotel-event';

/**
 * The last change each hotel's stream delivered on this page. A screen opened again asks
 * the server for what came after it instead of refetching its lists.
 */
const lastSeen = new Map<string, string>();

/**
 * Keeps every open screen of a hotel current (DESIGN §7, §11): each change arrives with its
 * data and is patched into the cache. A stream that reconnects resumes after the last change
 * it saw (tRPC sends lastEventId) and the server replays the rest, or says 'reset' when it
 * cannot; only then, or when a stream starts with nothing to resume from, are lists refetched.
 */
export function useHotelLiveUpdates(hotelId: string | null | undefined) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  // Read once per hotel: an input that changed with each event would reopen the stream each time.
  const input = useMemo(() => (hotelId ? { hotelId, lastEventId: lastSeen.get(hotelId) ?? null } : skipToken), [hotelId]);

  trpc.events.hotel.useSubscription(input, {
    onStarted: () => {
      if (!hotelId || lastSeen.has(hotelId)) return;
      // A stream with nothing to resume from hears changes from the moment it connected: any
      // list fetched before then may have missed some (a stream that connects late, after an
      // offline start, or again after a network drop before any change came). Lists still
      // loading are not asked again.
      void invalidateStreamed(utils, hotelId, Date.now());
    },
    onData: ({ id, data }) => {
      if (!hotelId) return;
      lastSeen.set(hotelId, id);
      applyHotelEvent(utils, queryClient, hotelId, data);
    },
    onError: (error) => console.info('Live updates interrupted', error),
  });
}
