import { trpc } from '../../lib/trpc';

/**
 * After an admin change, the lists it touches are fetched again. Staff changes move staff
 * counts (hotels), and hotel or room changes move room counts, so both refresh together.
 */
export function useAdminRefresh() {
  const utils = trpc.useUtils();
  return {
    staff: () => Promise.all([utils.staff.invalidate(), utils.hotels.invalidate()]),
    hotels: () => Promise.all([utils.hotels.invalidate(), utils.rooms.invalidate()]),
    all: () => Promise.all([utils.staff.invalidate(), utils.hotels.invalidate(), utils.rooms.invalidate()]),
  };
}
