import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import type { GuestRequest, ListGuestRequestsInput } from '../../../src-shared/guest-requests.schemas';
import { trpc } from '../../lib/trpc';

const MINE = getQueryKey(trpc.guestRequests.mine);
const LISTS = getQueryKey(trpc.guestRequests.list);

function inputOf<T>(key: QueryKey): Partial<T> {
  return ((key[1] as { input?: T } | undefined)?.input ?? {}) as Partial<T>;
}

/** Whether a request belongs in a desk list with these filters (days: only lists open towards today take new rows). */
function fits(filters: Partial<ListGuestRequestsInput>, r: GuestRequest): boolean {
  return (
    r.hotelId === filters.hotelId &&
    (!filters.status || filters.status === r.status) &&
    (!filters.roomId || filters.roomId === r.roomId) &&
    (!filters.assigneeId || filters.assigneeId === r.assignedTo) &&
    !filters.to
  );
}

/**
 * Puts changed requests into every cached list (issue 21; DESIGN §11: patched, never
 * refetched): a phone's tasks keep the open ones still given to the same person (a new
 * open one it does not have yet is asked for: the list is one person's few); each desk list
 * replaces the row it has, and takes in a new one that fits its filters.
 */
export function patchGuestRequests(queryClient: QueryClient, requests: readonly GuestRequest[]) {
  if (requests.length === 0) return;
  const changed = new Map(requests.map((r) => [r.id, r]));
  for (const [key, list] of queryClient.getQueriesData<GuestRequest[]>({ queryKey: MINE })) {
    if (!list) continue;
    const known = new Set(list.map((r) => r.id));
    const kept = list.flatMap((r) => {
      const now = changed.get(r.id);
      if (!now) return [r];
      return now.status === 'open' && now.assignedTo === r.assignedTo ? [now] : [];
    });
    queryClient.setQueryData(key, kept);
    const hotelId = inputOf<{ hotelId: string }>(key).hotelId;
    if (requests.some((r) => !known.has(r.id) && r.status === 'open' && r.hotelId === hotelId)) void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
  for (const [key, list] of queryClient.getQueriesData<GuestRequest[]>({ queryKey: LISTS })) {
    if (!list) continue;
    const filters = inputOf<ListGuestRequestsInput>(key);
    const known = new Set(list.map((r) => r.id));
    const updated = list.map((r) => changed.get(r.id) ?? r).filter((r) => !changed.has(r.id) || fits({ ...filters, to: undefined }, r));
    const added = requests.filter((r) => !known.has(r.id) && fits(filters, r));
    queryClient.setQueryData(key, [...added, ...updated]);
  }
}
