import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { API_TOKEN_SCOPES } from '../../../src-shared/api-tokens.schemas';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: { $ref?: string } }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  security: Record<string, string[]>[];
  components: {
    securitySchemes: Record<string, Record<string, unknown>>;
    responses: Record<string, { content: Record<string, { schema: { $ref?: string } }> }>;
  };
}

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Issue 28, DESIGN §19: /api/openapi.json as a stranger's tools (a generator, a linter) read it. */
describe('the OpenAPI document', () => {
  const t = useTestApp('pglite');
  let doc: Document;
  beforeAll(async () => {
    doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  const operations = () =>
    Object.entries(doc.paths).flatMap(([p, methods]) =>
      Object.entries(methods).map(([m, op]) => ({
        at: `${m.toUpperCase()} ${p}`,
        op,
      })),
    );

  it('declares both ways in: the session cookie and Authorization: Bearer hk_… tokens', () => {
    expect(doc.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'hk_session',
    });
    expect(doc.components.securitySchemes.apiToken).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'hk_…',
    });
    expect(doc.security).toEqual([{ session: [] }]);
  });

  it('gives every operation a summary, a unique operationId and its 4xx answers with the error body', () => {
    const ids = new Set<string>();
    const missing: string[] = [];
    for (const { at, op } of operations()) {
      if (!op.summary) missing.push(`${at}: summary`);
      if (!op.operationId || ids.has(op.operationId)) missing.push(`${at}: operationId ${op.operationId}`);
      ids.add(op.operationId ?? '');
      const fours = Object.entries(op.responses).filter(([code]) => /^4\d\d$/.test(code));
      if (!fours.some(([code]) => code === '400')) missing.push(`${at}: 400`);
      for (const [code, answer] of fours) {
        const resolved = answer.$ref ? doc.components.responses[answer.$ref.split('/').pop()!]! : answer;
        if (resolved?.content?.['application/json']?.schema.$ref !== '#/components/schemas/ErrorBody') missing.push(`${at}: ${code} without the error body`);
      }
    }
    expect(missing).toEqual([]);
    expect(ids.size).toBeGreaterThan(100);
  });

  it('asks the right credential of each: a token the one scope it needs, none of public and vendor paths, the cookie of the rest', () => {
    const op = (method: string, p: string) => doc.paths[p]![method]!;
    expect(op('get', '/api/room-statuses/hotel/{hotelId}').security).toEqual([{ session: [] }, { apiToken: ['rooms:read'] }]);
    expect(op('post', '/api/room-statuses').security).toEqual([{ session: [] }, { apiToken: ['rooms:write'] }]);
    expect(op('get', '/api/reports/attendants/{hotelId}').security).toEqual([{ session: [] }, { apiToken: ['reports:read'] }]);
    expect(op('put', '/api/hotels/{id}/occupancy').security).toEqual([{ session: [] }, { apiToken: ['occupancy:write'] }]);
    // Admin only: the cookie (the document's default), never a token.
    expect(op('get', '/api/api-tokens').security).toBeUndefined();
    expect(op('get', '/api/api-tokens').responses['403']).toBeDefined();
    for (const [method, p] of [
      ['post', '/api/pms/{vendor}/{connectionId}/webhook'],
      ['post', '/api/auth/login'],
      ['get', '/api/openapi.json'],
      ['get', '/api/docs'],
    ]) {
      expect(op(method!, p!).security, p).toEqual([]);
    }
    // Every scope reaches at least one operation, and no operation names a scope that does not exist.
    const named = new Set(operations().flatMap(({ op: o }) => o.security?.flatMap((s) => s.apiToken ?? []) ?? []));
    expect([...named].sort()).toEqual([...API_TOKEN_SCOPES].sort());
  });

  it("passes Redocly's recommended rules with no error and no warning (redocly.yaml says why any rule is off)", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    const lint = await promisify(execFile)(
      path.join(ROOT, 'node_modules/.bin/redocly'),
      ['lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format', 'json'],
      {
        cwd: ROOT,
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: { stdout: string }) => error);
    const problems = (
      JSON.parse(lint.stdout) as {
        problems: { ruleId: string; message: string }[];
      }
    ).problems;
    expect(problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  }, 60_000);
});
