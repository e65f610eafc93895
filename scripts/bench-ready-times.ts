/**
 * Ready times (DESIGN §22, issue 32): generated days replayed through the prediction. Each
 * day, attendants clean their queues in priority order with real durations that scatter
 * around the measured median (log-normal) and with delays the prediction cannot know (a
 * guest still in, a missing cart: +5–30 min on one room in eight). At 10:00, 12:00 and 14:00
 * every room not yet ready is predicted from the state then (rooms done, the clock on the
 * room she is in); the median absolute error against when it really was ready is reported.
 * Also the computation for a 7,500-room hotel over 60 attendants. Part of `npm run bench`;
 * alone: `npx tsx scripts/bench-ready-times.ts`.
 */
import { pathToFileURL } from 'node:url';
import { orderByPriority, minutesOf } from '../src-shared/room-priority';
import { predictQueue, type QueueRoom } from '../src-shared/ready-times';
import { report, quantile } from './bench-report';
import type { Db } from '../src-server/db/connection';
import { readyTimes } from '../src-server/features/arrivals/ready-times.service';
import { hotelDate } from '../src-shared/hotel-time';

const WINDOW = 90;
const DAY_START = minutesOf('08:00');
const CHECKPOINTS = ['10:00', '12:00', '14:00'] as const;

/** A small seeded generator (mulberry32): the same days on every run. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const normal = (r: () => number) => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());

/** Medians per room type × cleaning type (minutes), as 30 days of timed cleans measure them. */
const MEDIANS: Record<string, number> = { 'std:departure': 32, 'std:stayover': 16, 'suite:departure': 48, 'suite:stayover': 24 };
const HH = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

interface SimRoom extends QueueRoom {
  trueMinutes: number;
}

/** One attendant's day: her rooms, taken in priority order at each start, each with its real duration. */
function generateQueue(r: () => number, n: number, floor: number, prefix: string): SimRoom[] {
  return Array.from({ length: n }, (_, i) => {
    const suite = r() < 0.15;
    const departure = r() < 0.55;
    const median = MEDIANS[`${suite ? 'suite' : 'std'}:${departure ? 'departure' : 'stayover'}`]!;
    const delay = r() < 0.125 ? 5 + r() * 25 : 0;
    const arrives = departure && r() < 0.6;
    return {
      roomId: `${prefix}-${i}`,
      roomNumber: String(floor * 100 + i + 1),
      floor,
      rush: r() < 0.02,
      arrivalTime: arrives ? HH(minutesOf('11:00') + Math.floor(r() * 7 * 4) * 15) : null,
      departureTime: null,
      vip: r() < 0.05 ? 1 + Math.floor(r() * 3) : 0,
      earlyCheckIn: arrives && r() < 0.1,
      minutes: median,
      workedMinutes: 0,
      running: false,
      notBefore: null,
      trueMinutes: median * Math.exp(0.22 * normal(r)) + delay,
    };
  });
}

/** Her real day: the next room is always the first by priority at that moment. */
function simulate(queue: SimRoom[]): Map<string, { start: number; end: number }> {
  const done = new Map<string, { start: number; end: number }>();
  let t = DAY_START;
  let left = [...queue];
  while (left.length > 0) {
    const next = orderByPriority(left, t, WINDOW)[0]!;
    const room = queue.find((q) => q.roomId === next.roomId)!;
    done.set(room.roomId, { start: t, end: t + room.trueMinutes });
    t += room.trueMinutes;
    left = left.filter((q) => q.roomId !== room.roomId);
  }
  return done;
}

export function measureAccuracy(days = 30, attendantsPerDay = 20, roomsEach = 14): Record<(typeof CHECKPOINTS)[number], { median: number; rooms: number }> {
  const errors: Record<string, number[]> = Object.fromEntries(CHECKPOINTS.map((c) => [c, []]));
  for (let day = 0; day < days; day++) {
    const r = rng(1000 + day);
    for (let a = 0; a < attendantsPerDay; a++) {
      const queue = generateQueue(r, roomsEach, 1 + (a % 8), `d${day}a${a}`);
      const actual = simulate(queue);
      for (const checkpoint of CHECKPOINTS) {
        const now = minutesOf(checkpoint);
        const state = queue.flatMap((q): QueueRoom[] => {
          const real = actual.get(q.roomId)!;
          if (real.end <= now) return [];
          const inIt = real.start <= now;
          return [{ ...q, running: inIt, workedMinutes: inIt ? now - real.start : 0 }];
        });
        for (const p of predictQueue(state, now, WINDOW)) errors[checkpoint]!.push(Math.abs(p.readyAt - actual.get(p.roomId)!.end));
      }
    }
  }
  return Object.fromEntries(CHECKPOINTS.map((c) => [c, { median: quantile(errors[c]!, 0.5), rooms: errors[c]!.length }])) as never;
}

/**
 * The prediction for a 7,500-room hotel: 60 queues of 125 rooms; the slowest of a few runs,
 * in CPU time (a shared machine's wall clock counts other processes' turns), with the wall time beside it.
 */
export function measureLargeHotel(runs = 5): { cpuMs: number; wallMs: number } {
  const r = rng(7500);
  const queues = Array.from({ length: 60 }, (_, a) => generateQueue(r, 125, 1 + (a % 25), `h${a}`));
  let cpuMs = 0;
  let wallMs = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    for (const q of queues) predictQueue(q, minutesOf('10:00'), WINDOW);
    const used = process.cpuUsage(cpu);
    cpuMs = Math.max(cpuMs, (used.user + used.system) / 1000);
    wallMs = Math.max(wallMs, performance.now() - started);
  }
  return { cpuMs, wallMs };
}

export function reportReadyTimes() {
  const accuracy = measureAccuracy();
  for (const c of CHECKPOINTS) {
    const { median, rooms } = accuracy[c];
    const target = c === '12:00';
    report(`ready times: median error at ${c} (${rooms} rooms)`, `${median.toFixed(1)} min`, !target || median <= 15, target ? '≤ 15 min' : 'reported');
  }
  const { cpuMs, wallMs } = measureLargeHotel();
  report('ready times: prediction, 7,500 rooms (CPU)', `${cpuMs.toFixed(1)} ms`, cpuMs < 200, '< 200 ms');
  console.log(`      (wall time of the slowest run: ${wallMs.toFixed(1)} ms)`);
}

/** GET ready-times' whole work (its queries and the prediction) for the bench's 7,500-room hotel: the slowest of 5. */
export async function reportReadyTimesService(db: Db, hotelId: string) {
  let worst = 0;
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await readyTimes({ db, hotelId }, hotelDate('UTC'));
    worst = Math.max(worst, performance.now() - started);
  }
  report('ready times: GET for 7,500 rooms (queries + prediction)', `${worst.toFixed(0)} ms`, true, 'reported');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) reportReadyTimes();
