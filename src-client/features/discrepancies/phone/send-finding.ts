import type { trpc } from '../../../lib/trpc';
import type { Finding } from '../../../../src-shared/discrepancies.schemas';

type Client = ReturnType<typeof trpc.useUtils>['client'];

/**
 * What she found in the room (DESIGN §17), live or from the offline queue: `clientActionId`
 * makes a resend harmless (DESIGN §6); `foundAt` is the tap's time, so a finding synced
 * after midnight still counts against the day it was made.
 */
export async function sendFinding(client: Client, roomId: string, found: Finding, device: { clientActionId: string; foundAt: string }): Promise<void> {
  await client.discrepancies.record.mutate({ roomId, found, clientActionId: device.clientActionId, foundAt: device.foundAt });
}
