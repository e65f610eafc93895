import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const NO_STORE = 'no-store';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** The API surfaces: answers there are per user and per moment. */
export function isApiUrl(url: string): boolean {
  return /^\/(api|trpc)(\/|\?|$)/.test(url);
}

/**
 * `no-store` on every /api and /trpc answer, errors and SSE streams included. tRPC answers
 * with a fetch Response whose own headers Fastify copies after this hook (its SSE streams
 * say `no-cache, no-transform`), so the Response's header is rewritten too, keeping
 * `no-transform`: a compressing proxy would hold a stream's events back.
 */
export function registerApiNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (!isApiUrl(req.url)) return payload;
    // A photo (DESIGN §18) is the one /api answer a browser may keep: private to the user, immutable by id.
    if (String(reply.getHeader('cache-control') ?? '').startsWith('private, max-age=')) return payload;
    reply.header('cache-control', NO_STORE);
    if (payload instanceof Response) {
      const noTransform = payload.headers.get('cache-control')?.includes('no-transform');
      payload.headers.set('cache-control', noTransform ? `${NO_STORE}, no-transform` : NO_STORE);
    }
    return payload;
  });
}

/**
 * For @fastify/static's setHeaders: Vite names everything under assets/ by content hash,
 * so it never changes; everything else (index.html, the service worker, the manifest,
 * icons) keeps its name across versions and must be revalidated, or a new version never
 * reaches the browser.
 */
export function staticCacheHeaders(clientDir: string) {
  const assetsDir = path.join(path.resolve(clientDir), 'assets') + path.sep;
  return (reply: FastifyReply, filePath: string) => {
    reply.header('cache-control', path.resolve(filePath).startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
  };
}
