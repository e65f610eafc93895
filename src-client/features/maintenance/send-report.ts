import type { trpc } from '../../lib/trpc';
import type { RoomStatusChange } from '../../offline/pending-updates';

type Client = ReturnType<typeof trpc.useUtils>['client'];

/** The upload failed in a way worth trying again (no answer, or the server failed): the queue retries it. */
class UploadRetry extends Error {}

/** Photos as multipart/form-data (DESIGN §18), with the upload's own id so a resend stores nothing twice. */
async function uploadPhotos(workOrderId: string, photos: Blob[], clientActionId: string): Promise<void> {
  const form = new FormData();
  form.append('clientActionId', clientActionId);
  photos.forEach((photo, i) => form.append('photos', photo, `photo-${i + 1}.jpg`));
  const res = await fetch(`/api/work-orders/${workOrderId}/photos`, { method: 'POST', body: form, credentials: 'include' });
  if (res.status >= 500) throw new UploadRetry(`Photo upload failed (${res.status})`);
  // A refused photo (not an image, too large) does not undo the report itself, which went through.
  if (!res.ok) console.warn('Photos refused', res.status, await res.text());
}

/**
 * A problem reported from the room, live or from the offline queue (DESIGN §6): the report
 * with the device's clientActionId (a resend answers the same work order), then its photos.
 * Returns the work order's id.
 */
export async function sendProblemReport(client: Client, clientActionId: string, change: RoomStatusChange): Promise<string> {
  const report = change.report!;
  const order = await client.workOrders.create.mutate({
    roomId: change.roomId,
    category: report.category,
    note: report.note,
    outOfOrder: report.outOfOrder,
    clientActionId,
  });
  if (report.photos.length > 0) await uploadPhotos(order.id, report.photos, report.photosActionId);
  return order.id;
}
