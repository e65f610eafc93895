import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from './openapi-document';
import type { ApiRoute } from './route-catalog';

const PAGE_DIR = path.join(import.meta.dirname, 'docs-page');
/** The docs page and its assets, served by the app itself: no CDN, and no inline script (CSP). */
const ASSETS: Record<string, { file: string; type: string }> = {
  '/api/docs': { file: 'docs.html', type: 'text/html; charset=utf-8' },
  '/api/docs/docs.js': { file: 'docs.js', type: 'text/javascript; charset=utf-8' },
  '/api/docs/docs.css': { file: 'docs.css', type: 'text/css; charset=utf-8' },
};

/** GET /api/openapi.json and GET /api/docs (DESIGN §14). */
export function registerOpenApi(app: FastifyInstance, routes: ApiRoute[], version: string) {
  // Built at the first request, when every route is registered; the route table never changes after.
  let document: ReturnType<typeof buildOpenApiDocument> | null = null;
  app.get('/api/openapi.json', async () => (document ??= buildOpenApiDocument(routes, version)));
  for (const [url, { file, type }] of Object.entries(ASSETS)) {
    const content = fs.readFileSync(path.join(PAGE_DIR, file));
    app.get(url, async (_req, reply) => reply.type(type).send(content));
  }
}
