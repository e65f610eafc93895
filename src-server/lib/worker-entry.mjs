// The first module of every worker thread (worker-task.ts). Plain JavaScript: it runs before
// anything can read TypeScript. It teaches this thread TypeScript (tsx, as the server itself
// runs: `npm start` and the tests), then runs the task's module on the input.
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// Background work yields the CPU to the requests: on Linux a thread's nice value is its own
// (pid 0 is this thread), so the event loop outranks this one about nine to one whenever both
// want a core (issue 28). Below normal, not the lowest: on a busy machine the lowest starves,
// and an import would outlive its lease. Where the system does not allow it, it runs as it is.
if (workerData.background) {
  try {
    os.setPriority(os.constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {
    // Not allowed here: the task still runs.
  }
}
register();
const task = await import(workerData.module);
parentPort.postMessage(await task.run(workerData.input));
