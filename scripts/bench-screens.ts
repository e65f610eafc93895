/**
 * The client side of the fan-out benchmark, in its own process (forked by bench-fanout.ts)
 * so that neither the screens nor the load generator count as the server's CPU or share
 * its event loop: opens the live screens, then runs each phase's status changes open-loop
 * (a fixed arrival rate, each change timed from when it was due, so queueing counts).
 */
import { BenchScreen } from './bench-sse';

export interface ScreensJob {
  origin: string;
  hotelId: string;
  cookie: string;
  screens: number;
  /** A phase without changes just keeps the screens open for `idleMs`. */
  phases: { rate: number; changes: { roomId: string; status: string; clientActionId?: string }[]; idleMs?: number }[];
}

export interface PhaseResult {
  /** Due time → response, ms, per change. */
  writeMs: number[];
  failedWrites: number;
  /** Sent → the screen holding the room's new row, ms, per change per screen. */
  screenMs: number[];
  /** Changes a screen never received (within the drain time). */
  missed: number;
  /** Raw SSE bytes per screen over the phase. */
  bytesPerScreen: number[];
}

export type ScreensMessage = { type: 'ready' } | { type: 'phase-start' } | { type: 'phase-end'; result: PhaseResult };

const DRAIN_MS = 3000;
/** Resolves once the message is handed over: an exit right after a bare send can drop it. */
const send = (message: ScreensMessage) => new Promise<void>((resolve) => process.send!(message, undefined, undefined, () => resolve()));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function runPhase(job: ScreensJob, screens: BenchScreen[], phase: ScreensJob['phases'][number]): Promise<PhaseResult> {
  for (const screen of screens) screen.resetBytes();
  if (phase.idleMs) await sleep(phase.idleMs);
  const interval = 1000 / phase.rate;
  const start = performance.now() + 20;
  const due = phase.changes.map((_, i) => start + i * interval);
  const sent: number[] = [];
  const writeMs: number[] = [];
  let failedWrites = 0;
  const writes: Promise<void>[] = [];
  for (const [i, change] of phase.changes.entries()) {
    await sleep(due[i]! - performance.now());
    sent[i] = performance.now();
    writes.push(
      fetch(`${job.origin}/trpc/roomStatuses.setStatus`, {
        method: 'POST',
        headers: { cookie: job.cookie, origin: job.origin, 'content-type': 'application/json' },
        body: JSON.stringify(change),
      }).then(async (res) => {
        await res.arrayBuffer();
        if (res.ok) writeMs.push(performance.now() - due[i]!);
        else failedWrites++;
      }),
    );
  }
  await Promise.allSettled(writes);
  const ids = phase.changes.map((c) => c.roomId);
  const allSeen = () => screens.every((s) => ids.every((id) => s.seen.has(id)));
  for (const until = performance.now() + DRAIN_MS; !allSeen() && performance.now() < until; ) await sleep(20);
  const screenMs: number[] = [];
  let missed = 0;
  for (const screen of screens) {
    phase.changes.forEach((change, i) => {
      const at = screen.seen.get(change.roomId);
      if (at === undefined) missed++;
      else screenMs.push(at - sent[i]!);
    });
  }
  return { writeMs, failedWrites, screenMs, missed, bytesPerScreen: screens.map((s) => s.bytes) };
}

process.once('message', (job: ScreensJob) => {
  void (async () => {
    const screens = await Promise.all(Array.from({ length: job.screens }, () => BenchScreen.open(job.origin, job.hotelId, job.cookie)));
    // The server registers each stream's listener right after 'connected'.
    await sleep(200);
    await send({ type: 'ready' });
    for (const phase of job.phases) {
      await send({ type: 'phase-start' });
      await send({ type: 'phase-end', result: await runPhase(job, screens, phase) });
    }
    const broken = screens.filter((s) => s.failure !== null).length;
    for (const screen of screens) screen.close();
    if (broken > 0) console.warn(`${broken} live screens broke off`);
    process.exit(0);
  })().catch((error) => {
    console.error(error);
    process.exit(1);
  });
});
