import fc from 'fast-check';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { useTestApp, type TestApp } from '../test/test-app';
import type { DbKind } from '../test/test-db';
import { actorArbitrary, loadWorld, waitForQuiet, type FuzzWorld } from './fuzz-world';
import { BLOCKED_MS, expectSafeAnswer, fuzzParameters, printable, Tally, type Answer, type Envelope } from './fuzz-check';
import { HangWatchdog } from './hang-watchdog';

export interface FuzzRun {
  t: TestApp;
  /** The seeded world, loaded again before each test. */
  readonly world: FuzzWorld;
  /**
   * Sends `target` the inputs `input` draws, as any actor, and checks each answer
   * (expectSafeAnswer): at most `runs` cases within about `timeMs`, counted in the tally.
   */
  check<I>(target: string, input: fc.Arbitrary<I>, opts: { envelope: Envelope; isRead: boolean; runs: number; timeMs: number }, send: (input: I, cookie: string | undefined) => Promise<Answer>): Promise<void>;
}

/**
 * A fuzz suite's set-up, inside its describe block: the app on a fresh database, the seeded
 * world loaded before each test and the database left quiet after it, a watchdog for hangs,
 * and the tally of cases printed at the end.
 */
export function useFuzzRun(kind: DbKind, name: string): FuzzRun {
  const t = useTestApp(kind);
  const watchdog = new HangWatchdog(BLOCKED_MS);
  const tally = new Tally(name);
  let world: FuzzWorld | undefined;
  beforeEach(async () => {
    world = await loadWorld(t);
  });
  afterEach(() => waitForQuiet(t.db, kind));
  afterAll(async () => {
    tally.print();
    await watchdog.close();
  });
  return {
    t,
    get world() {
      return world!;
    },
    check(target, input, opts, send) {
      const cases = fc.record({ target: fc.constant(target), actor: actorArbitrary, input }).map(printable);
      const property = fc.asyncProperty(cases, (c) =>
        expectSafeAnswer(world!, watchdog, c, opts.envelope, opts.isRead, () => send(c.input, world!.cookies[c.actor])),
      );
      return tally.check(property, fuzzParameters(opts.runs, opts.timeMs));
    },
  };
}
