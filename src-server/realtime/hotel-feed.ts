import { EventEmitter, on } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection';
import type { HotelStreamEvent } from '../../src-shared/hotel-events';
import type { EventBus } from './event-bus';
import { changesSince, currentSeq } from './change-log.queries';
import { buildChangeEvents } from './change-events';
import { recheckHotelSessions } from './session-watch';

/**
 * The live changes of each hotel, for this instance's open screens (DESIGN §11). However
 * many screens watch a hotel, each change is read from the log once and the same event
 * objects go to all of them; a screen that reconnects is first caught up from the log.
 */
export interface HotelFeed {
  /**
   * The hotel's changes after `since` (replayed, or one reset when the log no longer reaches
   * back that far), then live ones, until the signal ends it. With no `since`, live only.
   */
  stream(hotelId: string, since: number | null, signal: AbortSignal): AsyncIterable<HotelStreamEvent>;
  /**
   * The server is going away: every stream ends with an AbortError, which tRPC turns into a
   * plain end of the response (no 'return' event), so browsers reconnect elsewhere and resume.
   */
  endStreams(): void;
  close(): void;
}

/** The shortest time between two reads of a busy hotel's log (see advance). */
const BATCH_MS = 100;

interface Watch {
  /** Every event up to this sequence value has been handed to the screens. */
  cursor: number;
  /** A notice came that no read has served yet. */
  wanted: boolean;
  /** The read in progress: changes are read one batch at a time, in sequence order. */
  reading: Promise<void> | null;
  lastReadAt: number;
  screens: number;
  stop: AbortController;
}

export function createHotelFeed(db: Db, bus: EventBus, log: Pick<FastifyBaseLogger, 'warn'> = console): HotelFeed {
  const out = new EventEmitter();
  out.setMaxListeners(0);
  const watches = new Map<string, Promise<Watch>>();
  const shutdown = new AbortController();

  /** Reads what changed after the cursor (covering any notice that went missing) and hands it on. */
  async function read(hotelId: string, watch: Watch) {
    const found = await changesSince(db, hotelId, watch.cursor);
    if (found === null) return;
    if (found === 'gone') {
      const seq = (await currentSeq(db, hotelId)) ?? watch.cursor;
      await recheckHotelSessions(db, hotelId);
      watch.cursor = seq;
      out.emit(hotelId, { kind: 'reset', seq: watch.cursor } satisfies HotelStreamEvent);
      return;
    }
    if (found.changes.length === 0) return;
    const events = await buildChangeEvents(db, hotelId, found.changes);
    // After the read, so a revocation committed before these changes is seen (session-watch.ts).
    await recheckHotelSessions(db, hotelId);
    watch.cursor = found.seq;
    for (const event of events) out.emit(hotelId, event);
  }

  /**
   * A notice came: read the log, one read at a time per hotel. Notices that arrive during a
   * read, or within BATCH_MS of its start, are served by one more read after it, so a busy
   * hotel's screens get one event per batch of changes (each screen's stream costs the
   * server per event, not per room), while a quiet hotel's change goes out at once.
   */
  function advance(hotelId: string, watch: Watch) {
    watch.wanted = true;
    if (watch.reading) return;
    watch.reading = (async () => {
      while (watch.wanted && !watch.stop.signal.aborted) {
        const wait = watch.lastReadAt + BATCH_MS - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        watch.wanted = false;
        watch.lastReadAt = performance.now();
        await read(hotelId, watch).catch((error) => log.warn({ err: error }, 'live update could not be read'));
      }
    })().finally(() => {
      watch.reading = null;
    });
  }

  async function startWatch(hotelId: string): Promise<Watch> {
    const stop = new AbortController();
    const watch: Watch = { cursor: (await currentSeq(db, hotelId)) ?? 0, wanted: false, reading: null, lastReadAt: -Infinity, screens: 0, stop };
    void (async () => {
      for await (const _notice of bus.stream(hotelId, stop.signal)) advance(hotelId, watch);
    })().catch((error) => log.warn({ err: error }, 'live update stream failed'));
    return watch;
  }

  async function join(hotelId: string): Promise<Watch> {
    let pending = watches.get(hotelId);
    if (!pending) {
      pending = startWatch(hotelId);
      watches.set(hotelId, pending);
      pending.catch(() => watches.delete(hotelId));
    }
    const watch = await pending;
    watch.screens += 1;
    return watch;
  }

  function leave(hotelId: string, watch: Watch) {
    watch.screens -= 1;
    if (watch.screens > 0) return;
    watch.stop.abort();
    watches.delete(hotelId);
  }

  /** What this screen missed since `since`: the folded changes, or a reset. */
  async function catchUp(hotelId: string, since: number): Promise<{ events: HotelStreamEvent[]; cursor: number }> {
    const found = await changesSince(db, hotelId, since);
    if (found === null) return { events: [], cursor: since };
    if (found === 'gone') {
      const seq = (await currentSeq(db, hotelId)) ?? since;
      return { events: [{ kind: 'reset', seq }], cursor: seq };
    }
    return { events: await buildChangeEvents(db, hotelId, found.changes), cursor: found.seq };
  }

  return {
    async *stream(hotelId, since, signal) {
      // Listen before reading the log, so nothing committed in between is lost; what both
      // deliver is skipped by its sequence value.
      const live = on(out, hotelId, { signal: AbortSignal.any([signal, shutdown.signal]) });
      const watch = await join(hotelId);
      try {
        // Live events arrive in sequence order; only those already covered here are skipped.
        let covered = watch.cursor;
        if (since !== null) {
          const missed = await catchUp(hotelId, since);
          await recheckHotelSessions(db, hotelId);
          if (signal.aborted) return;
          for (const event of missed.events) yield event;
          covered = missed.cursor;
        }
        for await (const [event] of live) {
          const change = event as HotelStreamEvent;
          if (change.kind === 'reset' || change.seq > covered) yield change;
        }
      } catch (error) {
        if ((error as Error).name !== 'AbortError') throw error;
      } finally {
        leave(hotelId, watch);
      }
      if (shutdown.signal.aborted) throw shutdown.signal.reason;
    },
    endStreams() {
      shutdown.abort();
    },
    close() {
      for (const pending of watches.values()) void pending.then((w) => w.stop.abort());
      watches.clear();
      out.removeAllListeners();
    },
  };
}
