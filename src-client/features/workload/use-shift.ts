import { skipToken } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { onShiftIds } from '../../../src-shared/shift.schemas';

/** Today's roster at the hotel (issue 18); the live 'shift' event refetches it alone. */
export function useShift(hotelId: string | null | undefined) {
  const query = trpc.shift.byDate.useQuery(hotelId ? { hotelId } : skipToken);
  return { ...query, onShift: new Set(onShiftIds(query.data)) };
}

/** Sets who is on shift today; the answer replaces the cached roster (no refetch). */
export function useSetShift(hotelId: string) {
  const utils = trpc.useUtils();
  return trpc.shift.set.useMutation({
    onSuccess: (roster) => utils.shift.byDate.setData({ hotelId }, roster),
  });
}
