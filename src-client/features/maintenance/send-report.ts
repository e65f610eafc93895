import { TRPCClientError } from '@trpc/client';
import type { Client, QueuedItem } from '../../offline/queued-action';
import { parseRetryAfter, RetryLater } from '../../offline/server-busy';
import { REPORT_ROOM_REFUSALS, type CreatedWorkOrder } from '../../../src-shared/work-orders.schemas';

/** The upload failed in a way worth trying again (no answer, or the server failed): the queue retries it. */
class UploadRetry extends Error {}

/** Photos as multipart/form-data (DESIGN §18), with the upload's own id so a resend stores nothing twice. */
async function uploadPhotos(workOrderId: string, photos: Blob[], clientActionId: string): Promise<void> {
  const form = new FormData();
  form.append('clientActionId', clientActionId);
  photos.forEach((photo, i) => form.append('photos', photo, `photo-${i + 1}.jpg`));
  const res = await fetch(`/api/work-orders/${workOrderId}/photos`, { method: 'POST', body: form, credentials: 'include' });
  // A server draining for a deploy, or without its database, is no failed try (the queue waits).
  if (res.status === 503) throw new RetryLater(`Photo upload: server busy (${res.status})`, parseRetryAfter(res.headers.get('retry-after')));
  if (res.status >= 500) throw new UploadRetry(`Photo upload failed (${res.status})`);
  // A refused photo (not an image, too large) does not undo the report itself, which went through.
  if (!res.ok) console.warn('Photos refused', res.status, await res.text());
}

/**
 * The report was made but its room was left as it is: someone else changed the room since the
 * tap (DESIGN §6). It reads as the server's 409 with the reason, so the queue lists it among
 * the refused changes as it does any stale one; the dialog says the report itself went through.
 */
export class ReportRoomRefused extends TRPCClientError<never> {
  constructor(readonly workOrderId: string, refusal: NonNullable<CreatedWorkOrder['roomRefusal']>) {
    // Its own words: the phone's failure list says the report was made and why the room was not changed.
    const reason = REPORT_ROOM_REFUSALS[refusal];
    super(reason, { result: { error: { message: reason, code: -32009, data: { code: 'CONFLICT', httpStatus: 409, reason } } } } as never);
    // TRPCClientError sets its own prototype; this one stays recognizable.
    Object.setPrototypeOf(this, ReportRoomRefused.prototype);
  }
}

/**
 * A problem reported from the room, live or from the offline queue (DESIGN §6): the report
 * with the device's clientActionId (a resend answers the same work order) and the room
 * version it saw, then its photos. Returns the work order's id; throws ReportRoomRefused
 * (after the photos) when the room was not taken out of order because it moved on.
 */
export async function sendProblemReport(client: Client, action: Pick<QueuedItem<'room-report'>, 'id' | 'roomId' | 'payload'>): Promise<string> {
  const { payload: report } = action;
  const order = await client.workOrders.create.mutate({
    roomId: action.roomId,
    category: report.category,
    note: report.note,
    outOfOrder: report.outOfOrder,
    clientActionId: action.id,
    expectedVersion: report.expectedVersion,
    expectedAssignedTo: report.expectedAssignedTo,
  });
  if (report.photos.length > 0) await uploadPhotos(order.id, report.photos, report.photosActionId);
  if (order.roomRefusal) throw new ReportRoomRefused(order.id, order.roomRefusal);
  return order.id;
}
