import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

/** The documented paths, read from the specification itself (spec §7) so none can be forgotten. */
function documentedPaths(): { method: string; url: string }[] {
  const spec = fs.readFileSync(path.resolve(import.meta.dirname, '../../../shared/spec/housekeeping-spec.md'), 'utf8');
  return [...spec.matchAll(/^- (GET|POST|PATCH|DELETE) (\/api\/\S+?)(?::|\s|$)/gm)].map((m) => ({
    method: m[1]!,
    url: m[2]!.replace(/\?.*$/, '').replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
  }));
}

describe('documented REST paths', () => {
  const t = useTestApp('pglite');
  const paths = documentedPaths();

  it('reads every documented path from the specification', () => {
    expect(paths.length).toBeGreaterThanOrEqual(44);
  });

  it.each(paths)('$method $url is served', async ({ method, url }) => {
    const res = await t.app.inject({ method: method as 'GET', url, headers: { 'content-type': 'application/json' }, payload: method === 'GET' ? undefined : '{}' });
    // An unknown route answers the not-found handler's body; a served one answers its procedure's.
    expect(res.json(), `${method} ${url}`).not.toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    expect(res.statusCode).toBeLessThan(500);
  });
});
