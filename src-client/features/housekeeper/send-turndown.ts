import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import type { TurndownList } from '../../../src-shared/turndown.schemas';
import { trpc } from '../../lib/trpc';
import type { Client } from '../../offline/queued-action';

/**
 * A turndown done (issue 32), live or from the offline queue: `clientActionId` makes a resend
 * harmless, `doneAt` is the tap (DESIGN §6). The lists then show it done at once; the live
 * event refetches them as the server has them.
 */
export async function sendTurndownDone(client: Client, queryClient: QueryClient, roomId: string, device: { clientActionId: string; doneAt: string }) {
  const done = await client.turndown.done.mutate({ roomId, clientActionId: device.clientActionId, doneAt: device.doneAt });
  queryClient.setQueriesData<TurndownList>({ queryKey: getQueryKey(trpc.turndown.tonight) }, (old) =>
    old && old.date === done.date ? { ...old, rooms: old.rooms.map((r) => (r.roomId === roomId && !r.doneAt ? { ...r, doneAt: device.doneAt } : r)) } : old,
  );
  void queryClient.invalidateQueries({ queryKey: getQueryKey(trpc.turndown.tonight) });
  return done;
}
