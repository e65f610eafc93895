import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { testDatabases, type DbKind } from '../test/test-db';
import { actorArbitrary, loadWorld, waitForQuiet, type FuzzWorld } from './fuzz-world';
import { BLOCKED_MS, expectSafeAnswer, fuzzParameters, isFuzzed, printable, Tally } from './fuzz-check';
import { HangWatchdog } from './hang-watchdog';
import { mapRoutesToProcedures, type RestRoute } from './rest-routes';
import { restRequestArbitrary, sendRest } from './rest-request';

/** Per route and database, and a time cap per route so a slow CI machine stays within about a minute per database. */
const RUNS = 100;
const TIME_MS = 900;

export function fuzzEveryRoute(kind: DbKind) {
  describe.skipIf(!testDatabases().includes(kind))(`every REST route, fuzzed (${kind})`, () => {
    const t = useTestApp(kind);
    const watchdog = new HangWatchdog(BLOCKED_MS);
    const tally = new Tally(`REST on ${kind}`);
    let routes: RestRoute[];
    let world: FuzzWorld;
    beforeAll(async () => {
      routes = await mapRoutesToProcedures(t.app);
    });
    beforeEach(async () => {
      world = await loadWorld(t);
    });
    afterEach(() => waitForQuiet(t.db, kind));
    afterAll(async () => {
      tally.print();
      await watchdog.close();
    });

    // The routes come from the app, known only once it is built: one test walks them all and
    // reports every failing route (each with its shrunk case) rather than stopping at the first.
    it('answers every route without 5xx, in the error shape, changing nothing when it refuses', { timeout: 15 * 60_000 }, async () => {
      expect(routes.length).toBeGreaterThanOrEqual(40);
      const failures: string[] = [];
      for (const route of routes) {
        const target = `${route.method} ${route.url}`;
        if (!isFuzzed(target)) continue;
        const cases = fc
          .record({ target: fc.constant(target), actor: actorArbitrary, input: restRequestArbitrary(route, world.hints) })
          .map(printable);
        try {
          await tally.check(
            fc.asyncProperty(cases, (c) => expectSafeAnswer(world, watchdog, c, 'rest', route.method === 'GET', () => sendRest(t.app, route, c.input, world.cookies[c.actor]))),
            fuzzParameters(RUNS, TIME_MS),
          );
        } catch (error) {
          failures.push(`${target} → ${route.procedure.path}\n${(error as Error).message}`);
        }
      }
      if (failures.length > 0) throw new Error(`${failures.length} of ${routes.length} routes failed:\n\n${failures.join('\n\n')}`);
    });
  });
}
