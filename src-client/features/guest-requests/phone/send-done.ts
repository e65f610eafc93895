import type { QueryClient } from '@tanstack/react-query';
import type { trpc } from '../../../lib/trpc';
import { patchGuestRequests } from '../guest-request-cache';

type Client = ReturnType<typeof trpc.useUtils>['client'];

/** 'Done' of a guest request, live or from the offline queue: `clientActionId` makes a resend harmless (DESIGN §6). */
export async function sendGuestRequestDone(
  client: Client,
  queryClient: QueryClient,
  requestId: string,
  device: { clientActionId: string; doneAt: string },
): Promise<void> {
  const request = await client.guestRequests.update.mutate({ id: requestId, status: 'done', clientActionId: device.clientActionId, doneAt: device.doneAt });
  patchGuestRequests(queryClient, [request]);
}
