import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { PHOTO_LIMITS } from '../../../src-shared/work-orders.schemas';
import { fail, ReasonedError } from '../../trpc/errors';
import type { PhotoContentType } from './photo-check';

/** Multipart parts of one upload: text fields and the photos' bytes (checked later, photo-check.ts). */
export interface PhotoUpload {
  fields: Record<string, string>;
  files: Buffer[];
}

/**
 * Photos come as multipart/form-data (DESIGN §18) through @fastify/multipart, with limits: a
 * photo over 1 MB, more files than a report takes or a body that is not multipart is a
 * clear 400, never a 413 without a reason or a 500. Routes opt in with `config.multipart`.
 */
export async function registerPhotoUploads(app: FastifyInstance) {
  await app.register(multipart, { throwFileSizeLimit: false });
}

/** Field limits: a few short text fields (an upload's clientActionId) beside the photos. */
const LIMITS = { fileSize: PHOTO_LIMITS.maxBytes, files: PHOTO_LIMITS.perReport + 1, fields: 8, fieldSize: 1024, parts: 16 };

export async function readPhotoUpload(req: FastifyRequest): Promise<PhotoUpload> {
  if (!req.isMultipart()) fail('BAD_REQUEST', 'PHOTO_UPLOAD_INVALID');
  const upload: PhotoUpload = { fields: {}, files: [] };
  try {
    for await (const part of req.parts({ limits: LIMITS })) {
      if (part.type === 'field') {
        upload.fields[part.fieldname] = String(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) {
        fail('BAD_REQUEST', 'PHOTO_TOO_LARGE', { values: { max: String(PHOTO_LIMITS.maxBytes / 1024 / 1024) } });
      }
      upload.files.push(bytes);
    }
  } catch (error) {
    // Our own refusals (a photo too large) stand as they are.
    if (error instanceof ReasonedError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') fail('BAD_REQUEST', 'TOO_MANY_PHOTOS', { values: { max: String(PHOTO_LIMITS.perReport) } });
    // Anything else here is the body itself failing to arrive or to parse: a form that is not
    // multipart, a body that ends before its announced length or mid-part, a connection that
    // dropped (ERR_STREAM_PREMATURE_CLOSE, 'aborted'). The sender's problem, never a 5xx.
    req.log.info({ err: error }, 'photo upload unreadable');
    fail('BAD_REQUEST', 'PHOTO_UPLOAD_INVALID', { cause: error instanceof Error ? error : undefined });
  }
  return upload;
}

/** Photo ids never change what they name: the browser keeps them, for this user only (hotel-scoped). */
export const PHOTO_CACHE_CONTROL = 'private, max-age=31536000, immutable';

export function sendPhoto(reply: FastifyReply, photo: { contentType: PhotoContentType; bytes: Buffer }) {
  reply.type(photo.contentType).header('cache-control', PHOTO_CACHE_CONTROL).header('x-content-type-options', 'nosniff');
  return photo.bytes;
}
