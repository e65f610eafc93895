import crypto from 'node:crypto';
import { fork } from 'node:child_process';
import type { Db } from '../src-server/db/connection';
import { listBoard } from '../src-server/rooms/board-rows.queries';
import type { PhaseResult, ScreensJob, ScreensMessage } from './bench-screens';
import { coresBetween, sampleCpu, type CpuSample } from './bench-cpu';
import { quantile, report } from './bench-report';

const SCREENS = 50;
const FANOUT_RATE = 5;
const BURST_RATE = 50;

/**
 * Rooms a manager flips (dirty → clean, clean → dirty), each used once so every event names
 * one change; each change carries a clientActionId, as a housekeeper's phone sends it.
 */
async function flippableChanges(db: Db, hotelId: string) {
  const rooms = (await listBoard(db, hotelId)).filter((r) => r.status === 'dirty' || r.status === 'clean');
  return rooms.map((r) => ({ roomId: r.roomId, status: r.status === 'dirty' ? 'clean' : 'dirty', clientActionId: crypto.randomUUID() }));
}

/** Runs the client process's phases, sampling CPU at each phase's edges. */
function runScreens(job: ScreensJob, db: Db): Promise<{ result: PhaseResult; cpu: [CpuSample, CpuSample] }[]> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./bench-screens.ts', import.meta.url));
    const phases: { result: PhaseResult; cpu: [CpuSample, CpuSample] }[] = [];
    let started: Promise<CpuSample> | null = null;
    let chain = Promise.resolve();
    child.on('message', (message: ScreensMessage) => {
      chain = chain.then(async () => {
        if (message.type === 'phase-start') started = sampleCpu(db);
        if (message.type === 'phase-end') phases.push({ result: message.result, cpu: [await started!, await sampleCpu(db)] });
      });
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      void chain.then(() => (code === 0 ? resolve(phases) : reject(new Error(`bench screens exited with ${code}`))));
    });
    child.send(job);
  });
}

/**
 * DESIGN §11 at hotel scale: 50 live screens of a 7,500-room hotel while changes arrive
 * open-loop, first at 5/s (change → screen latency, bytes per screen, server and database
 * CPU), then at 50/s (the status change's own p99 with the screens connected).
 */
export async function measureFanout(opts: { origin: string; db: Db; hotelId: string; cookie: string; durationMs: number }) {
  const changes = await flippableChanges(opts.db, opts.hotelId);
  const take = (rate: number, seconds: number) => ({ rate, changes: changes.splice(0, Math.round(rate * seconds)) });
  const seconds = opts.durationMs / 1000;
  const [, idle, fanout, burst] = await runScreens(
    {
      origin: opts.origin,
      hotelId: opts.hotelId,
      cookie: opts.cookie,
      screens: SCREENS,
      phases: [take(10, 1), { rate: 0, changes: [], idleMs: 3000 }, take(FANOUT_RATE, seconds), take(BURST_RATE, seconds)],
    },
    opts.db,
  );
  {
    const { result, cpu } = fanout!;
    const n = result.writeMs.length + result.failedWrites;
    const p50 = quantile(result.screenMs, 0.5);
    const p95 = quantile(result.screenMs, 0.95);
    const bytes = result.bytesPerScreen.reduce((a, b) => a + b, 0) / result.bytesPerScreen.length / n;
    const cores = coresBetween(cpu[0], cpu[1]);
    const total = cores.db === null ? null : cores.app + cores.db;
    const idleCores = coresBetween(...idle!.cpu);
    console.log(
      `live fan-out, ${SCREENS} screens of 7,500 rooms, ${FANOUT_RATE} changes/s for ${seconds} s: change → screen p50 ${p50.toFixed(0)} ms, ` +
        `${result.screenMs.length} of ${n * SCREENS} deliveries (${result.missed} missed, ${result.failedWrites} failed writes); ` +
        `CPU app ${cores.app.toFixed(2)} + database ${cores.db?.toFixed(2) ?? 'n/a'} cores ` +
        `(screens open, no changes: ${idleCores.app.toFixed(2)} + ${idleCores.db?.toFixed(2) ?? 'n/a'})`,
    );
    report('live change → 50 screens, p95', `${p95.toFixed(0)} ms`, p95 <= 500 && result.missed === 0, '<= 500 ms, none missed');
    report('live bytes per change per screen', `${(bytes / 1024).toFixed(2)} KB`, bytes <= 4096, '<= 4 KB');
    if (total === null) console.log('SKIP  server + database CPU: PostgreSQL backends not visible in /proc');
    else report('server + database CPU at 5 changes/s', `${total.toFixed(2)} cores`, total <= 0.5, '<= 0.5 core');
  }
  {
    const { result, cpu } = burst!;
    const p99 = quantile(result.writeMs, 0.99);
    const cores = coresBetween(...cpu);
    // CPU time per change, unlike latency, hardly depends on what else the machine is doing.
    const perChange = (cores.app * (cpu[1].at - cpu[0].at)) / Math.max(1, result.writeMs.length + result.failedWrites);
    console.log(
      `status change at ${BURST_RATE}/s open-loop with ${SCREENS} screens: p50 ${quantile(result.writeMs, 0.5).toFixed(1)} ms, ` +
        `${result.failedWrites} failed; change → screen p95 ${quantile(result.screenMs, 0.95).toFixed(0)} ms, ${result.missed} missed; ` +
        `CPU app ${cores.app.toFixed(2)} + database ${cores.db?.toFixed(2) ?? 'n/a'} cores; app CPU ${perChange.toFixed(1)} ms per change`,
    );
    report('status change p99, 50/s open-loop, 50 screens', `${p99.toFixed(1)} ms`, p99 <= 50 && result.failedWrites === 0, '<= 50 ms');
  }
}
