import type { trpc } from '../../../lib/trpc';
import { newClientActionId } from '../../../offline/client-action-id';
import { enqueueAction, hasQueued, loadPendingUpdates } from '../../../offline/pending-updates';
import { RetryLater } from '../../../offline/server-busy';
import { isRetryableFailure } from '../../../offline/sync-queue';
import { requestBackgroundSync } from '../../../offline/sw-registration';

type Client = ReturnType<typeof trpc.useUtils>['client'];

/** A found item as the phone queues it (DESIGN §18): a room or an area (or a place in words), its photo already resized. */
export interface QueuedFoundItem {
  hotelId: string;
  roomId: string | null;
  areaId: string | null;
  place: string | null;
  description: string;
  storedAt: string | null;
  photo: Blob | null;
}

/** The photo upload got no answer, or the server failed: the queue sends the item again (it is logged once). */
class PhotoRetry extends RetryLater {}

/** One photo, replacing the last (so a resend stores nothing twice); false when the server refused it. */
async function uploadPhoto(itemId: string, photo: Blob): Promise<boolean> {
  const form = new FormData();
  form.append('photos', photo, 'photo.jpg');
  const res = await fetch(`/api/lost-items/${itemId}/photo`, { method: 'POST', body: form, credentials: 'include' });
  if (res.status >= 500) throw new PhotoRetry(`Photo upload failed (${res.status})`);
  if (!res.ok) console.warn('Photo refused', res.status, await res.text());
  return res.ok;
}

/**
 * A found item, tapped now or replayed from the offline queue: logged with the device's
 * clientActionId (a resend answers the same item, DESIGN §6) and the time it was found, then
 * its photo. Answers whether the photo was taken (true when there is none): a refused photo
 * leaves the item logged.
 */
export async function sendFoundItem(client: Client, clientActionId: string, item: QueuedFoundItem, foundAt: string): Promise<boolean> {
  const { photo, ...found } = item;
  const logged = await client.lostItems.create.mutate({ ...found, foundAt, clientActionId });
  return photo ? uploadPhoto(logged.id, photo) : true;
}

export type FoundItemOutcome = 'logged' | 'photo-refused' | 'queued';

/**
 * 'Log found item' on a phone (issue 29): online with nothing older waiting, sent now; offline,
 * behind older queued changes, or with no answer, it joins the device's exactly-once queue
 * (the same id) and syncs with her other changes. A refusal (4xx) is thrown for the form to say.
 * `label` names it in the queue's failure list (the room number or the area).
 */
export async function submitFoundItem(client: Client, userId: string, item: QueuedFoundItem, label: string): Promise<FoundItemOutcome> {
  const id = newClientActionId();
  const foundAt = new Date().toISOString();
  await loadPendingUpdates();
  const behind = hasQueued(userId);
  if (navigator.onLine && !behind) {
    try {
      return (await sendFoundItem(client, id, item, foundAt)) ? 'logged' : 'photo-refused';
    } catch (error) {
      if (!(error instanceof PhotoRetry) && !isRetryableFailure(error)) throw error;
    }
  }
  // No room changes: the item carries no room of the board ('' matches none), so no card shows it as pending.
  await enqueueAction({ id, kind: 'found-item', userId, roomId: '', roomNumber: label, changedAt: foundAt, payload: item });
  requestBackgroundSync();
  return 'queued';
}
