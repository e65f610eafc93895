import { Worker } from 'node:worker_threads';

export interface LoadJob {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  /** Bodies sent in turn (a room flipping dirty/clean); none for a GET. */
  bodies?: string[];
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
}

// Plain JavaScript so the worker needs no TypeScript loader.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { jobs, durationMs } = workerData;
const latencies = [];
const until = performance.now() + durationMs;
Promise.all(jobs.map(async (job) => {
  let turn = 0;
  while (performance.now() < until) {
    const body = job.bodies ? job.bodies[turn++ % job.bodies.length] : undefined;
    const start = performance.now();
    const res = await fetch(job.url, { method: job.method, headers: job.headers, body });
    await res.arrayBuffer();
    if (!res.ok) throw new Error('bench request failed: ' + res.status + ' ' + job.method + ' ' + job.url);
    latencies.push(performance.now() - start);
  }
})).then(() => parentPort.postMessage(latencies), (error) => parentPort.postMessage({ error: String(error) }));
`;

/**
 * Closed-loop load, one client per job, each sending its next request when the last
 * returns. It runs on its own thread: phones do not share the server's event loop, and
 * neither should the load generator.
 */
export function load(jobs: LoadJob[], durationMs: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { jobs, durationMs } });
    worker.once('error', reject);
    worker.once('message', (message: number[] | { error: string }) => {
      void worker.terminate();
      if (!Array.isArray(message)) return reject(new Error(message.error));
      const latencies = message.sort((a, b) => a - b);
      resolve({
        rps: latencies.length / (durationMs / 1000),
        p50: latencies[Math.floor(latencies.length * 0.5)] ?? NaN,
        p99: latencies[Math.floor(latencies.length * 0.99)] ?? NaN,
      });
    });
  });
}

export function repeat(job: LoadJob, clients: number): LoadJob[] {
  return Array.from({ length: clients }, () => job);
}
