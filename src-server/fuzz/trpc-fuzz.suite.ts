import fc from 'fast-check';
import { describe, it } from 'vitest';
import { testDatabases, type DbKind } from '../test/test-db';
import { listProcedures } from './procedure-list';
import { isFuzzed } from './fuzz-check';
import { useFuzzRun } from './fuzz-run';
import { inputArbitrary } from './zod-arbitrary';
import { rawText } from './hostile-values';
import { callProcedure } from './trpc-transport';

/** Per procedure and database, and a time cap per procedure so a slow CI machine stays within about a minute per database. */
const RUNS = 100;
const TIME_MS = 800;

export function fuzzEveryProcedure(kind: DbKind) {
  describe.skipIf(!testDatabases().includes(kind))(`every tRPC procedure, fuzzed (${kind})`, () => {
    const run = useFuzzRun(kind, `tRPC on ${kind}`);

    // Read from appRouter itself: a new procedure is fuzzed the day it is added.
    it.each(listProcedures().filter((p) => isFuzzed(p.path)))('$path ($type)', async (procedure) => {
      const input = fc.oneof({ weight: 12, arbitrary: inputArbitrary(procedure.input, run.world.hints) }, { weight: 1, arbitrary: rawText });
      await run.check(procedure.path, input, { envelope: 'trpc', isRead: procedure.type !== 'mutation', runs: RUNS, timeMs: TIME_MS }, (value, cookie) =>
        callProcedure(run.t.app, procedure, value, cookie),
      );
    });
  });
}
