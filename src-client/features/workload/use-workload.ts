import { skipToken } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';

/** The hotel's room types (managers and admins). */
export function useRoomTypes(hotelId: string | null | undefined) {
  return trpc.roomTypes.byHotel.useQuery(hotelId ? { hotelId } : skipToken);
}

/** Square feet of a room by its type; a room with no type counts none. */
export function useSquareFeetOf(hotelId: string) {
  const types = useRoomTypes(hotelId).data;
  const byId = new Map((types ?? []).map((type) => [type.id, type.squareFeet]));
  return (roomTypeId: string | null) => (roomTypeId === null ? 0 : (byId.get(roomTypeId) ?? 0));
}

/** What the workload screens need of a housekeeper (the hotel's staff list). */
export interface Housekeeper {
  id: string;
  fullName: string;
}
