import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_THREADS, runInWorker } from './worker-task';

const TASK = new URL('../test/fixtures/worker-probe.task.ts', import.meta.url);
type Ran = { nice: number; start: number; end: number };

/** Issue 28: an import read in the background yields the CPU to the requests, and never takes every core. */
describe('worker tasks', () => {
  it('a background task runs below normal priority; the event loop keeps its own', async () => {
    const ran = await runInWorker<{ ms: number }, Ran>(TASK, { ms: 0 }, { background: true });
    expect(ran.nice).toBe(os.constants.priority.PRIORITY_BELOW_NORMAL);
    expect(os.getPriority()).toBe(0);
    const plain = await runInWorker<{ ms: number }, Ran>(TASK, { ms: 0 });
    expect(plain.nice).toBe(0);
  }, 60_000);

  it('background tasks take at most every core but one at once; the others wait their turn, and all run', async () => {
    expect(BACKGROUND_THREADS).toBe(Math.max(1, os.availableParallelism() - 1));
    const runs = await Promise.all(Array.from({ length: BACKGROUND_THREADS + 2 }, () => runInWorker<{ ms: number }, Ran>(TASK, { ms: 300 }, { background: true })));
    const most = Math.max(...runs.map((r) => runs.filter((o) => o.start < r.end && r.start < o.end).length));
    expect(most).toBeLessThanOrEqual(BACKGROUND_THREADS);
  }, 120_000);
});
