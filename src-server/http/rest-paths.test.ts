import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { mapRoutesToProcedures, readRestRoutes } from '../fuzz/rest-routes';

/** The specification's REST paths (spec §7), copied into the repository as a fixture. */
function specPaths(): { method: string; path: string }[] {
  const text = fs.readFileSync(path.resolve(import.meta.dirname, '../test/fixtures/spec-rest-paths.txt'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [method, url] = line.trim().split(' ');
      return { method: method!, path: url! };
    });
}

/** Path parameters by position only: the specification and the code may name them differently. */
const shape = (p: string) => p.replace(/\{[^}]+\}|:\w+/g, '{}');

interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> }; description?: string }>>;
  'x-error-reasons': Record<string, string>;
}

describe('the REST surface and its OpenAPI document', () => {
  const t = useTestApp('pglite');
  let doc: OpenApi;
  beforeAll(async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });

  const documented = () => Object.entries(doc.paths).flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${shape(p)}`));

  it('documents exactly the /api routes of the route table, schema or not', () => {
    expect(doc.openapi).toBe('3.1.0');
    const served = readRestRoutes(t.app).map((r) => `${r.method} ${shape(r.url)}`);
    expect(served).toContain('GET {}'.replace('{}', '/api/openapi.json'));
    expect(documented().sort()).toEqual([...new Set(served)].sort());
  });

  it('serves and documents every path of the specification', async () => {
    const paths = specPaths();
    expect(paths.length).toBe(44);
    const listed = new Set(documented());
    expect(paths.map((p) => `${p.method} ${shape(p.path)}`).filter((p) => !listed.has(p))).toEqual([]);
    for (const { method, path: p } of paths) {
      const url = p.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.app.inject({ method: method as 'GET', url, headers: { 'content-type': 'application/json' }, payload: method === 'GET' ? undefined : '{}' });
      // An unknown route answers the not-found handler's body; a served one answers its procedure's.
      expect(res.json(), `${method} ${url}`).not.toMatchObject({ error: 'Not found', code: 'NOT_FOUND' });
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('describes each route by the procedure it really calls, with its schemas', async () => {
    for (const route of await mapRoutesToProcedures(t.app)) {
      const op = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]![route.method.toLowerCase()]!;
      expect(op.description, `${route.method} ${route.url}`).toContain(`\`${route.procedure.path}\``);
    }
    const addLate = doc.paths['/api/late-checkouts']!.post!;
    expect(Object.keys(addLate.requestBody!.content['application/json']!.schema.properties!)).toEqual(['roomId', 'hotelId', 'checkoutTime']);
    const changes = doc.paths['/api/room-statuses/hotel/{hotelId}/changes']!.get!;
    expect(changes.parameters!.map((p) => `${p.in}:${p.name}`)).toEqual(['path:hotelId', 'query:since']);
    expect(doc['x-error-reasons'].PIN_LOCKED).toMatch(/^PIN login is locked/);
  });

  it('renders the document at /api/docs from its own assets, under the app CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    // No inline script and nothing from elsewhere: every script and style is one of ours.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc="\/api\/docs\/)/);
    expect(page.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    for (const asset of ['/api/docs/docs.js', '/api/docs/docs.css']) {
      const res = await t.app.inject({ method: 'GET', url: asset });
      expect(res.statusCode, asset).toBe(200);
      expect(page.body).toContain(asset);
    }
  });
});
