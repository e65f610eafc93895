/**
 * A found item's photo (DESIGN §18), already resized on the device (lib/photo-resize: a
 * canvas redraw, which drops the EXIF location), sent as multipart/form-data like a work
 * order's. Answers whether the server took it; a refused photo leaves the item logged.
 */
export async function uploadLostItemPhoto(itemId: string, photo: Blob): Promise<boolean> {
  const form = new FormData();
  form.append('photos', photo, 'photo.jpg');
  const res = await fetch(`/api/lost-items/${itemId}/photo`, { method: 'POST', body: form, credentials: 'include' });
  if (!res.ok) console.warn('Photo refused', res.status, await res.text());
  return res.ok;
}
