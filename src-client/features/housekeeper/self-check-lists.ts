import { trpc } from '../../lib/trpc';

/**
 * The hotel's self-check setting and lists (DESIGN §20), fetched with the board and kept on
 * the device (offline-snapshots.ts), so Mark Clean asks for the room's list with no network.
 */
export function useSelfCheckLists(hotelId: string) {
  return trpc.checklists.forSelfCheck.useQuery({ hotelId }, { staleTime: 5 * 60_000, networkMode: 'always' });
}
