import { Worker } from 'node:worker_threads';

/**
 * An open-loop prober of a URL in a thread of its own: a request every `everyMs`, each timed
 * from when it was due, so a stall of a second counts as the probes it held up, not as one
 * slow answer. In its own thread so that what the benchmark itself does meanwhile (sending
 * 6 MB of imports) does not delay the probes and count against the server.
 */
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, everyMs } = workerData;
let probing = false;
parentPort.on('message', async (command) => {
  if (command === 'start') {
    probing = true;
    const samples = [];
    const pending = [];
    for (let due = performance.now(); probing; due += everyMs) {
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const from = due;
      pending.push(fetch(url).then(async (res) => { await res.arrayBuffer(); samples.push(performance.now() - from); }));
    }
    await Promise.all(pending);
    parentPort.postMessage(samples);
  } else probing = false;
});
`;

export interface Prober {
  /** Probes while `during` runs; answers its result and the probes' latencies (ms). */
  measure<T>(during: () => Promise<T>): Promise<{ result: T; samples: number[] }>;
  close(): Promise<void>;
}

export function startProber(url: string, everyMs: number): Prober {
  const worker = new Worker(PROBER, { eval: true, workerData: { url, everyMs } });
  return {
    async measure(during) {
      const samples = new Promise<number[]>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      worker.postMessage('start');
      try {
        return { result: await during(), samples: await (worker.postMessage('stop'), samples) };
      } catch (error) {
        worker.postMessage('stop');
        await samples.catch(() => undefined);
        throw error;
      }
    },
    async close() {
      await worker.terminate();
    },
  };
}
