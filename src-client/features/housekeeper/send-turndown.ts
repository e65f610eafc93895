import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import type { TurndownList } from '../../../src-shared/turndown.schemas';
import { trpc } from '../../lib/trpc';
import type { Client } from '../../offline/queued-action';
import { patchTurndownSnapshots, withTurndownDone } from '../../offline/turndown-snapshots';

/**
 * A turndown done (issue 32), live or from the offline queue: `clientActionId` makes a resend
 * harmless, `doneAt` is the tap (DESIGN §6). The lists then show it done at once, the device's
 * copy too (an offline start shows it done); the live event refetches them as the server has them.
 */
export async function sendTurndownDone(client: Client, queryClient: QueryClient, roomId: string, device: { clientActionId: string; doneAt: string }) {
  const done = await client.turndown.done.mutate({ roomId, clientActionId: device.clientActionId, doneAt: device.doneAt });
  const change = { roomId, date: done.date, doneAt: device.doneAt };
  queryClient.setQueriesData<TurndownList>({ queryKey: getQueryKey(trpc.turndown.tonight) }, (old) => old && withTurndownDone(old, change));
  patchTurndownSnapshots(change).catch((error: unknown) => console.info('Could not keep an offline copy', error));
  void queryClient.invalidateQueries({ queryKey: getQueryKey(trpc.turndown.tonight) });
  return done;
}
