import type { Client } from '../../offline/queued-action';

/** Her ticks, with the queue item's id as clientActionId: saved once, a resend answered the same (DESIGN §6). */
export function sendSelfCheck(client: Client, id: string, roomId: string, itemIds: string[]) {
  return client.inspections.selfCheck.mutate({ roomId, itemIds, clientActionId: id });
}
