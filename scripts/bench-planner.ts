/**
 * The auto-assign planner at hotel scale (DESIGN §13): a 7,500-room hotel over 60
 * housekeepers must plan in under a second. Part of `npm run bench`; also runs alone:
 * `npx tsx scripts/bench-planner.ts`.
 */
import { pathToFileURL } from 'node:url';
import { planWorkload } from '../src-shared/workload-planner';
import { largeHotelPlanInput } from '../src-shared/workload-planner.fixture';
import { report } from './bench-report';

/** The slowest of a few runs, the first (cold) one included. */
export function measurePlanner(runs = 5): { worstMs: number; rooms: number; housekeepers: number } {
  const input = largeHotelPlanInput();
  let worstMs = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    planWorkload(input);
    worstMs = Math.max(worstMs, performance.now() - started);
  }
  return { worstMs, rooms: input.rooms.length, housekeepers: input.housekeepers.length };
}

export function reportPlanner() {
  const { worstMs } = measurePlanner();
  report('auto-assign plan, 7,500 rooms over 60 people', `${worstMs.toFixed(0)} ms`, worstMs < 1000, '< 1 s');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) reportPlanner();
