import { EventEmitter, on } from 'node:events';
import pg from 'pg';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection';

/**
 * That a hotel's change log has news (DESIGN §11). Only the hotel travels between instances
 * (NOTIFY payloads are small, and a change's sequence value is taken at its commit, after
 * the writer last hears from the database); each instance reads what changed from the log
 * once and fans it out to its own screens (hotel-feed.ts).
 */
export interface HotelEvent {
  hotelId: string;
}

export interface EventBus {
  publish(event: HotelEvent): Promise<void>;
  /** Events of one hotel as an async iterator, ended by the signal. */
  stream(hotelId: string, signal: AbortSignal): AsyncIterable<HotelEvent>;
  close(): Promise<void>;
  /**
   * True when PostgreSQL itself tells every instance of each logged change (the change log's
   * commit trigger NOTIFYs, issue 30): announce() then sends nothing of its own.
   */
  readonly toldByDatabase?: boolean;
}

const CHANNEL = 'hk_hotel_events';

function emitterBus(): EventBus & { emitLocal(event: HotelEvent): void } {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emitLocal: (event) => emitter.emit(event.hotelId, event),
    async publish(event) {
      emitter.emit(event.hotelId, event);
    },
    async *stream(hotelId, signal) {
      try {
        for await (const [event] of on(emitter, hotelId, { signal })) yield event as HotelEvent;
      } catch (error) {
        if ((error as Error).name !== 'AbortError') throw error;
      }
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** One process: events stay in memory. */
export function createLocalBus(): EventBus {
  return emitterBus();
}

/**
 * Several app instances on one PostgreSQL: events go through LISTEN/NOTIFY, so a change
 * made through one instance reaches the screens connected to every other. Each instance
 * hears its own notifications too, so publishing does not also emit locally. A lost
 * listening connection (database restart) is re-opened until the bus is closed.
 */
export async function createPostgresBus(databaseUrl: string, publishVia?: Db, log: Pick<FastifyBaseLogger, 'warn'> = console): Promise<EventBus> {
  const local = emitterBus();
  let closed = false;
  let listener: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connectListener = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', (msg) => {
      if (msg.payload) local.emitLocal(JSON.parse(msg.payload) as HotelEvent);
    });
    // A lost connection also ends; 'end' is where it is replaced.
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    return client;
  };
  // Exactly one attempt is pending per loss, so an outage of any length leaves one listener.
  const reconnectSoon = () => {
    retry = setTimeout(() => {
      connectListener().then(
        (client) => (closed ? void client.end() : keep(client)),
        () => (closed ? undefined : reconnectSoon()),
      );
    }, 1000);
  };
  const keep = (client: pg.Client) => {
    listener = client;
    client.once('end', () => {
      if (closed) return;
      log.warn('live-update connection to PostgreSQL lost; reconnecting');
      reconnectSoon();
    });
  };
  keep(await connectListener());
  // Publishing borrows the app's own pool when given: a small separate pool would queue
  // every change of a busy shift behind a couple of connections.
  const publisher = publishVia ? null : new pg.Pool({ connectionString: databaseUrl, max: 2 });
  publisher?.on('error', () => undefined);
  return {
    toldByDatabase: true,
    async publish(event) {
      const payload = JSON.stringify(event);
      if (publishVia) await sql`select pg_notify(${CHANNEL}, ${payload})`.execute(publishVia);
      else await publisher!.query('select pg_notify($1, $2)', [CHANNEL, payload]);
    },
    stream: local.stream,
    async close() {
      closed = true;
      clearTimeout(retry);
      await local.close();
      await Promise.allSettled([listener?.end(), publisher?.end()]);
    },
  };
}
