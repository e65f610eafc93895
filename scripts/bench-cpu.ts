import fs from 'node:fs';
import { sql } from 'kysely';
import type { Db } from '../src-server/db/connection';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** CPU seconds a process has used so far, or null when it is not visible here (another host). */
function procCpuSeconds(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line; the slice starts at field 3.
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return null;
  }
}

export interface CpuSample {
  at: number;
  app: number;
  /** Per PostgreSQL backend of the benchmark's database. */
  backends: Map<number, number>;
  /** Some backend's /proc entry could not be read (PostgreSQL on another host). */
  hidden: boolean;
}

/** The app's CPU (this process, which hosts it) and that of the database's backends. */
export async function sampleCpu(db: Db): Promise<CpuSample> {
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database()`.execute(db);
  const backends = new Map<number, number>();
  let hidden = false;
  for (const { pid } of rows) {
    const cpu = procCpuSeconds(pid);
    if (cpu === null) hidden = true;
    else backends.set(pid, cpu);
  }
  const { user, system } = process.cpuUsage();
  return { at: performance.now(), app: (user + system) / 1e6, backends, hidden };
}

/** Cores used between two samples: CPU seconds over wall seconds. A backend born in between counts whole. */
export function coresBetween(from: CpuSample, to: CpuSample): { app: number; db: number | null } {
  const wall = (to.at - from.at) / 1000;
  let db = 0;
  for (const [pid, cpu] of to.backends) db += cpu - (from.backends.get(pid) ?? 0);
  return { app: (to.app - from.app) / wall, db: from.hidden || to.hidden ? null : db / wall };
}
