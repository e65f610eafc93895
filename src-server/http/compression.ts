import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * Compressed answers for clients that accept them (DESIGN §11): a 7,500-room board is
 * megabytes of JSON, a fraction of that compressed. Live streams are left alone: a
 * compressor buffers, and an event must reach the screen at once. Brotli at a moderate
 * level: the top level costs far more CPU per board than it saves in bytes.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: /^(?:application\/(?:json|javascript|manifest\+json)|text\/(?:html|css|javascript|plain|csv)|image\/svg\+xml)/,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
