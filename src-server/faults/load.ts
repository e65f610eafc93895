import crypto from 'node:crypto';
import type { SeededRoom } from '../test/seed-rooms';

export interface Outcome {
  kind: 'write' | 'read';
  startedAt: number;
  endedAt: number;
  /** The HTTP status, or how the request failed without one. */
  status: number | 'network error' | 'timeout';
}

export interface Acked {
  roomId: string;
  status: string;
  clientActionId: string;
  /** When the 200 arrived. */
  at: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A steady stream of status changes (each room flips between dirty and clean, one writer
 * per group of rooms so each room's changes are ordered) and hotel reads, over real HTTP,
 * each request bounded by a 5 s timeout. Records every answer and every acknowledged change.
 */
export function startLoad(opts: { baseUrl: string; cookie: string; hotelId: string; rooms: SeededRoom[]; writers: number }) {
  const outcomes: Outcome[] = [];
  const acked: Acked[] = [];
  let running = true;
  const headers = { 'content-type': 'application/json', cookie: opts.cookie };

  const timed = async (kind: Outcome['kind'], path: string, body?: unknown) => {
    const startedAt = Date.now();
    let status: Outcome['status'];
    let json: unknown = null;
    try {
      const res = await fetch(`${opts.baseUrl}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(5000),
      });
      json = await res.json();
      status = res.status;
    } catch (error) {
      status = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network error';
    }
    outcomes.push({ kind, startedAt, endedAt: Date.now(), status });
    // A failing database answers at once; do not spin.
    if (status !== 200) await sleep(25);
    return { status, json: json as { status?: string } | null };
  };

  const writer = async (mine: SeededRoom[]) => {
    // What each room is now; unknown after a failed write, which may or may not have committed.
    const current = new Map<string, string | null>(mine.map((r) => [r.roomId, 'clean']));
    for (let i = 0; running; i += 1) {
      const room = mine[i % mine.length]!;
      const now = current.get(room.roomId);
      if (!now) {
        const read = await timed('read', `/api/room-statuses/room/${room.roomId}`);
        current.set(room.roomId, read.status === 200 ? (read.json?.status ?? null) : null);
        continue;
      }
      const status = now === 'dirty' ? 'clean' : 'dirty';
      const clientActionId = crypto.randomUUID();
      const res = await timed('write', '/api/room-statuses', { roomId: room.roomId, status, clientActionId });
      if (res.status === 200) acked.push({ roomId: room.roomId, status, clientActionId, at: Date.now() });
      current.set(room.roomId, res.status === 200 ? status : null);
    }
  };
  const reader = async () => {
    while (running) await timed('read', `/api/room-statuses/hotel/${opts.hotelId}`);
  };

  const groups = Array.from({ length: opts.writers }, (_, w) => opts.rooms.filter((_, i) => i % opts.writers === w));
  const done = Promise.all([...groups.map(writer), reader()]);
  return {
    outcomes,
    acked,
    async stop() {
      running = false;
      await done;
    },
  };
}
