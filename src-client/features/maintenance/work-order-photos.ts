import { isErrorReason, translateReason } from '../../lib/reasons';

/** The server's refusal of an upload in words (DESIGN §18: 'not an image' says so). */
export class PhotoRefused extends Error {}

/**
 * Photos added to a work order from its card (maintenance, managers), already resized on the
 * device by the photo picker's caller (lib/photo-resize: EXIF gone), sent as
 * multipart/form-data; a refusal is thrown with the server's reason in the reader's language.
 */
export async function addPhotosToWorkOrder(workOrderId: string, photos: Blob[], fallback: string): Promise<void> {
  const form = new FormData();
  photos.forEach((photo, i) => form.append('photos', photo, `photo-${i + 1}.jpg`));
  const res = await fetch(`/api/work-orders/${workOrderId}/photos`, { method: 'POST', body: form, credentials: 'include' });
  if (res.ok) return;
  const body = (await res.json().catch(() => null)) as { reason?: unknown; values?: Record<string, string> } | null;
  throw new PhotoRefused(isErrorReason(body?.reason) ? translateReason(body.reason, body.values) : fallback);
}
