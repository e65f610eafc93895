import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import type { MyPriorities } from '../../../src-shared/arrivals.schemas';
import { trpc } from '../../lib/trpc';
import type { Client } from '../../offline/queued-action';

const MY_PRIORITIES = getQueryKey(trpc.arrivals.myPriorities);

/** Her list's order for `date` in the cached priorities (and so in the copy kept on the device). */
export function showOrder(queryClient: QueryClient, date: string, roomIds: string[]): void {
  queryClient.setQueriesData<MyPriorities>({ queryKey: MY_PRIORITIES }, (old) => (old && old.date === date ? { ...old, order: roomIds } : old));
}

/**
 * Her own order (DESIGN §22), live or from the offline queue: `clientActionId` makes a resend
 * harmless (DESIGN §6). The list then shows the order as the server kept it (a guest arriving
 * within the window ahead, rooms no longer hers left out).
 */
export async function sendRoomOrder(client: Client, queryClient: QueryClient, userId: string, order: { date: string; roomIds: string[] }, clientActionId: string) {
  const kept = await client.arrivals.reorder.mutate({ userId, date: order.date, roomIds: order.roomIds, clientActionId });
  showOrder(queryClient, kept.date, kept.roomIds);
  return kept;
}
