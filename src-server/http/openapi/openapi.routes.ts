import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from './openapi-document';
import type { ApiRoute, OpenApiPage } from './route-catalog';

const PAGE_DIR = path.join(import.meta.dirname, 'docs-page');
/** The docs page and its assets, served by the app itself: no CDN, and no inline script (CSP). */
const ASSETS: Record<string, { file: string; type: string; page: OpenApiPage }> = {
  '/api/docs': { file: 'docs.html', type: 'text/html; charset=utf-8', page: asset('getApiDocs', 'The API reference page', 'text/html') },
  '/api/docs/docs.js': { file: 'docs.js', type: 'text/javascript; charset=utf-8', page: asset('getApiDocsScript', "The API reference page's script", 'text/javascript') },
  '/api/docs/docs.css': { file: 'docs.css', type: 'text/css; charset=utf-8', page: asset('getApiDocsStyles', "The API reference page's styles", 'text/css') },
};

function asset(operationId: string, summary: string, mediaType: string): OpenApiPage {
  return { operationId, summary, public: true, responses: { '200': { description: 'OK', content: { [mediaType]: { schema: { type: 'string' } } } } } };
}

const DOCUMENT_PAGE: OpenApiPage = {
  operationId: 'getOpenApiDocument',
  summary: 'This OpenAPI document',
  public: true,
  responses: { '200': { description: 'The OpenAPI 3.1 document of every /api path', content: { 'application/json': { schema: { type: 'object' } } } } },
};

/** GET /api/openapi.json and GET /api/docs (DESIGN §14). */
export function registerOpenApi(app: FastifyInstance, routes: ApiRoute[], version: string) {
  // Built at the first request, when every route is registered; the route table never changes after.
  let document: ReturnType<typeof buildOpenApiDocument> | null = null;
  app.get('/api/openapi.json', { config: { openapi: DOCUMENT_PAGE } }, async () => (document ??= buildOpenApiDocument(routes, version)));
  for (const [url, { file, type, page }] of Object.entries(ASSETS)) {
    const content = fs.readFileSync(path.join(PAGE_DIR, file));
    app.get(url, { config: { openapi: page } }, async (_req, reply) => reply.type(type).send(content));
  }
}
