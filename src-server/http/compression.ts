import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * Compressed answers for clients that accept them (DESIGN §11): a 7,500-room board is
 * megabytes of JSON, a fraction of that compressed. Live streams are left alone: a
 * compressor buffers, and an event must reach the screen at once. Brotli at a moderate
 * level: the top level costs far more CPU per board than it saves in bytes. Answers under
 * 8 KB (a status change's row, a room's notes) are sent as they are: a compressor set up
 * for each costs about a millisecond of the server's time to save a few hundred bytes,
 * and the status change is the hot path of a shift (issue 9).
 */
/** Smaller answers are not compressed (see below). */
export const COMPRESS_FROM_BYTES = 8 * 1024;

export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_FROM_BYTES,
    customTypes: /^(?:application\/(?:json|javascript|manifest\+json)|text\/(?:html|css|javascript|plain|csv)|image\/svg\+xml)/,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
