import os from 'node:os';
import { Worker } from 'node:worker_threads';

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);

/**
 * Background threads at once in this process: every core but one, which stays with the event
 * loop and the database (on a 2-core server, two imports at once read one after the other
 * rather than take both cores from everyone else; issue 28).
 */
export const BACKGROUND_THREADS = Math.max(1, os.availableParallelism() - 1);

let running = 0;
const waiting: (() => void)[] = [];

async function backgroundSlot(): Promise<() => void> {
  if (running >= BACKGROUND_THREADS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  // Handed on to the next in line as is (running unchanged), or given back.
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
}

/**
 * Runs `run(input)` of a module in a thread of its own and answers what it returned: for work
 * that would hold the event loop (reading a 3 MB import, issue 28), so every other request
 * (health checks, status changes) is still answered meanwhile. One thread per task, ended
 * after it: tasks are rare and big, and no thread outlives the app. The input and the answer
 * are copied between threads (structured clone).
 *
 * `background`: the thread runs below normal priority (the event loop comes first when both
 * want a core) and waits its turn for one of BACKGROUND_THREADS.
 */
export async function runInWorker<I, O>(module: URL, input: I, opts: { background?: boolean } = {}): Promise<O> {
  const release = opts.background ? await backgroundSlot() : () => undefined;
  try {
    return await runThread<I, O>(module, input, opts.background ?? false);
  } finally {
    release();
  }
}

function runThread<I, O>(module: URL, input: I, background: boolean): Promise<O> {
  return new Promise<O>((resolve, reject) => {
    // execArgv []: the entry loads tsx itself, whatever the server was started with (tsx's CLI, node --import tsx, vitest).
    const worker = new Worker(ENTRY, { workerData: { module: module.href, input, background }, execArgv: [] });
    let answered = false;
    worker.once('message', (output: O) => {
      answered = true;
      resolve(output);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`worker ${module.pathname} ended (${code}) without an answer`));
    });
  });
}
