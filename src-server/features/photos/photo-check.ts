import { PHOTO_LIMITS } from '../../../src-shared/work-orders.schemas';
import { fail } from '../../trpc/errors';
import { stripPhotoMetadata, UnreadablePhotoError } from './photo-metadata';

export type PhotoContentType = 'image/jpeg' | 'image/png' | 'image/webp';

/** A checked photo: its bytes and the type its own first bytes say, never the name or the sender's claim. */
export interface CheckedPhoto {
  bytes: Buffer;
  contentType: PhotoContentType;
}

const startsWith = (bytes: Buffer, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);

/** JPEG, PNG or WebP by magic bytes (DESIGN §18); null for anything else, whatever it is called. */
export function imageTypeOf(bytes: Buffer): PhotoContentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/**
 * The photos of one upload, each an image of at most 1 MB (stripped of its metadata), at most `room` of them (what the
 * report still has room for): a clear 400 otherwise, and nothing is stored.
 */
export function checkPhotos(files: Buffer[], room: number = PHOTO_LIMITS.perReport): CheckedPhoto[] {
  if (files.length === 0) fail('BAD_REQUEST', 'PHOTO_UPLOAD_INVALID');
  if (files.length > room) fail('BAD_REQUEST', 'TOO_MANY_PHOTOS', { values: { max: String(PHOTO_LIMITS.perReport) } });
  return files.map((bytes) => {
    if (bytes.length > PHOTO_LIMITS.maxBytes) fail('BAD_REQUEST', 'PHOTO_TOO_LARGE', { values: { max: String(PHOTO_LIMITS.maxBytes / 1024 / 1024) } });
    const contentType = imageTypeOf(bytes);
    if (!contentType) fail('BAD_REQUEST', 'PHOTO_NOT_IMAGE');
    return { bytes: withoutMetadata(bytes, contentType), contentType };
  });
}

/** The photo without its location and other metadata (photo-metadata.ts); one whose structure is broken is no image we store. */
function withoutMetadata(bytes: Buffer, contentType: PhotoContentType): Buffer {
  try {
    return stripPhotoMetadata(bytes, contentType);
  } catch (error) {
    if (error instanceof UnreadablePhotoError) fail('BAD_REQUEST', 'PHOTO_NOT_IMAGE', { cause: error });
    throw error;
  }
}

/** Photos sent over JSON (tRPC) as base64. */
export function decodePhotos(photos: { base64: string }[]): Buffer[] {
  return photos.map((p) => Buffer.from(p.base64, 'base64'));
}
