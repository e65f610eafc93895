/** What a photo may weigh once resized on the device (DESIGN §18). */
export const PHOTO_TARGET_BYTES = 300 * 1024;
const MAX_SIDE = 1600;

function canvasBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/**
 * A camera photo made small enough to send (≤ 300 KB): drawn on a canvas, which also drops
 * its EXIF (the location the phone wrote), then a JPEG at falling quality and size until it
 * fits. The picture's own orientation is kept (createImageBitmap reads it before it is lost).
 */
export async function resizePhoto(file: Blob, targetBytes = PHOTO_TARGET_BYTES): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    let side = Math.min(MAX_SIDE, Math.max(bitmap.width, bitmap.height));
    for (let attempt = 0; attempt < 8; attempt++) {
      const scale = side / Math.max(bitmap.width, bitmap.height);
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No canvas to resize the photo');
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      for (const quality of [0.82, 0.7, 0.55]) {
        const blob = await canvasBlob(canvas, quality);
        if (blob && blob.size <= targetBytes) return blob;
      }
      side = Math.round(side * 0.75);
    }
    throw new Error('The photo could not be made small enough');
  } finally {
    bitmap.close();
  }
}
