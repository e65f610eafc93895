import type { Db } from '../db/connection';
import { createLocalBus, type EventBus } from '../realtime/event-bus';
import { createHotelFeed, type HotelFeed } from '../realtime/hotel-feed';
import type { PushSender } from '../push/push-sender';
import type { CredentialKeys } from '../features/pms/pms-crypto';
import type { Actor, Context, SessionCookie, SessionStore } from '../trpc/context';

/** The cookie in memory, so a test builds a context without HTTP. */
export function memorySession(initial: SessionCookie | null = null): SessionStore & { value: SessionCookie | null } {
  return {
    value: initial,
    read() {
      return this.value;
    },
    write(cookie) {
      this.value = cookie;
    },
    clear() {
      this.value = null;
    },
  };
}

/**
 * A procedure context for tests that call the router without HTTP: what app.ts builds for a
 * request (trpc/context.ts receives only that), with a local bus, the hotel feed on it, an
 * in-memory cookie and no push unless a test gives its own.
 */
export function testContext(opts: {
  db: Db;
  actor?: Actor | null;
  ip?: string;
  session?: SessionStore;
  bus?: EventBus;
  feed?: HotelFeed;
  push?: PushSender | null;
  webhookHosts?: string[];
  pmsKeys?: CredentialKeys;
  publicUrl?: string;
}): Context {
  const bus = opts.bus ?? createLocalBus();
  return {
    db: opts.db,
    actor: opts.actor ?? null,
    ip: opts.ip ?? '127.0.0.1',
    session: opts.session ?? memorySession(),
    bus,
    feed: opts.feed ?? createHotelFeed(opts.db, bus),
    push: opts.push ?? null,
    webhookHosts: opts.webhookHosts ?? [],
    pmsKeys: opts.pmsKeys,
    publicUrl: opts.publicUrl,
  };
}

