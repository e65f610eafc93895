import { Worker } from 'node:worker_threads';

/**
 * A request that loops synchronously blocks the event loop, so no timer in this thread
 * can fire to fail it, and vitest's own timeout cannot either. A watchdog thread can: it
 * prints the request that is running and kills the test process, failing the run loudly
 * instead of hanging CI until its global timeout. (A request that is merely slow is failed
 * by the per-request time bound, with shrinking; this is the fallback for a blocked loop.)
 */
const WATCHDOG_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
let timer = null;
parentPort.on('message', (m) => {
  clearTimeout(timer);
  if (!m) return;
  timer = setTimeout(() => {
    const file = path.join(os.tmpdir(), 'fuzz-hang-' + process.pid + '.json');
    fs.writeFileSync(file, m.exact);
    fs.writeSync(2, '\\n[fuzz] HANG: no answer within ' + workerData.ms + ' ms, the event loop is blocked.\\n' + m.label +
      '\\nexact input written to ' + file + '\\n');
    process.kill(process.pid, 'SIGKILL');
  }, workerData.ms);
});
`;

export class HangWatchdog {
  private readonly worker: Worker;

  constructor(ms: number) {
    this.worker = new Worker(WATCHDOG_SOURCE, { eval: true, workerData: { ms } });
    this.worker.unref();
  }

  /** label: what to print (procedure, actor, summarised input, seed); exact: the full input. */
  start(label: string, exact: string) {
    this.worker.postMessage({ label, exact });
  }

  stop() {
    this.worker.postMessage(null);
  }

  close() {
    return this.worker.terminate();
  }
}
