import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type DbKind } from '../test/test-db';
import { isFuzzed } from './fuzz-check';
import { useFuzzRun } from './fuzz-run';
import { mapRoutesToProcedures, type RestRoute } from './rest-routes';
import { restRequestArbitrary, sendRest } from './rest-request';

/** Per route and database, and a time cap per route so a slow CI machine stays within about a minute per database. */
const RUNS = 100;
const TIME_MS = 900;

export function fuzzEveryRoute(kind: DbKind) {
  describe.skipIf(!testDatabases().includes(kind))(`every REST route, fuzzed (${kind})`, () => {
    const run = useFuzzRun(kind, `REST on ${kind}`);
    let routes: RestRoute[];
    beforeAll(async () => {
      routes = await mapRoutesToProcedures(run.t.app);
    });

    // The routes come from the app, known only once it is built: one test walks them all and
    // reports every failing route (each with its shrunk case) rather than stopping at the first.
    it('answers every route without 5xx, in the error shape, changing nothing when it refuses', { timeout: 15 * 60_000 }, async () => {
      expect(routes.length).toBeGreaterThanOrEqual(40);
      const failures: string[] = [];
      for (const route of routes) {
        const target = `${route.method} ${route.url}`;
        if (!isFuzzed(target)) continue;
        try {
          await run.check(target, restRequestArbitrary(route, run.world.hints), { envelope: 'rest', isRead: route.method === 'GET', runs: RUNS, timeMs: TIME_MS }, (input, cookie) =>
            sendRest(run.t.app, route, input, cookie),
          );
        } catch (error) {
          failures.push(`${target} → ${route.procedure.path}\n${(error as Error).message}`);
        }
      }
      if (failures.length > 0) throw new Error(`${failures.length} of ${routes.length} routes failed:\n\n${failures.join('\n\n')}`);
    });
  });
}
