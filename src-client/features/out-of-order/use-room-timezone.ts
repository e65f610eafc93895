import { skipToken } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';

/**
 * The timezone of a room's hotel, null until known. For a dialog that has only the room (the
 * status menu's): it reads times on the hotel's clock and must not guess UTC meanwhile, as
 * useHotelTimezone does for display. The hotel is usually cached by the board already.
 */
export function useRoomTimezone(roomId: string): string | null {
  const room = trpc.rooms.byId.useQuery({ id: roomId });
  const hotel = trpc.hotels.byId.useQuery(room.data ? { id: room.data.hotelId } : skipToken);
  return hotel.data?.timezone ?? null;
}
