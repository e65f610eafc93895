import fc from 'fast-check';
import { afterAll, afterEach, beforeEach, describe, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { testDatabases, type DbKind } from '../test/test-db';
import { listProcedures } from './procedure-list';
import { actorArbitrary, loadWorld, waitForQuiet, type FuzzWorld } from './fuzz-world';
import { BLOCKED_MS, expectSafeAnswer, fuzzParameters, isFuzzed, printable, Tally } from './fuzz-check';
import { HangWatchdog } from './hang-watchdog';
import { inputArbitrary } from './zod-arbitrary';
import { rawText } from './hostile-values';
import { callProcedure } from './trpc-transport';

/** Per procedure and database, and a time cap per procedure so a slow CI machine stays within about a minute per database. */
const RUNS = 100;
const TIME_MS = 800;

export function fuzzEveryProcedure(kind: DbKind) {
  describe.skipIf(!testDatabases().includes(kind))(`every tRPC procedure, fuzzed (${kind})`, () => {
    const t = useTestApp(kind);
    const watchdog = new HangWatchdog(BLOCKED_MS);
    const tally = new Tally(`tRPC on ${kind}`);
    let world: FuzzWorld;
    beforeEach(async () => {
      world = await loadWorld(t);
    });
    afterEach(() => waitForQuiet(t.db, kind));
    afterAll(async () => {
      tally.print();
      await watchdog.close();
    });

    // Read from appRouter itself: a new procedure is fuzzed the day it is added.
    it.each(listProcedures().filter((p) => isFuzzed(p.path)))('$path ($type)', async (procedure) => {
      const cases = fc
        .record({
          target: fc.constant(procedure.path),
          actor: actorArbitrary,
          input: fc.oneof({ weight: 12, arbitrary: inputArbitrary(procedure.input, world.hints) }, { weight: 1, arbitrary: rawText }),
        })
        .map(printable);
      await tally.check(
        fc.asyncProperty(cases, (c) =>
          expectSafeAnswer(world, watchdog, c, 'trpc', procedure.type !== 'mutation', () => callProcedure(t.app, procedure, c.input, world.cookies[c.actor])),
        ),
        fuzzParameters(RUNS, TIME_MS),
      );
    });
  });
}
