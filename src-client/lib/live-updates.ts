import { skipToken } from '@tanstack/react-query';
import { trpc } from './trpc';

/**
 * Keeps every open screen of a hotel current (DESIGN §7): each change the server publishes
 * refetches the queries it affects; a (re)connected stream refetches everything, since
 * events may have been missed while it was down.
 */
export function useHotelLiveUpdates(hotelId: string | null | undefined) {
  const utils = trpc.useUtils();
  const refreshRooms = () =>
    Promise.all([utils.roomStatuses.invalidate(), utils.lateCheckouts.invalidate(), utils.dailyStats.invalidate()]);
  trpc.events.hotel.useSubscription(hotelId ? { hotelId } : skipToken, {
    onStarted: () => void Promise.all([refreshRooms(), utils.roomNotes.invalidate()]),
    onData: ({ data: event }) => {
      if (event.kind === 'note') {
        void utils.roomNotes.invalidate();
      } else {
        void refreshRooms();
      }
    },
    onError: (error) => console.info('Live updates interrupted', error),
  });
}
