import type { Db } from '../db/connection';
import type { UserActor } from '../trpc/context';
import type { User } from '../db/types';
import { canUseApp } from '../../src-shared/roles';

/** How often open live streams re-check their sessions: a revoked one ends within 5 s (DESIGN §16). */
export const SESSION_RECHECK_MS = 2000;

type SessionRow = Pick<User, 'id' | 'session_version' | 'status' | 'role' | 'hotel_id'>;

/** Whether the session a stream was opened with still stands: same version, still allowed in, same role and hotel. */
function stillValid(row: SessionRow | undefined, actor: UserActor): boolean {
  return (
    row !== undefined &&
    row.session_version === actor.sessionVersion &&
    canUseApp(row) &&
    row.role === actor.role &&
    row.hotel_id === actor.hotelId
  );
}

interface Watch {
  actor: UserActor;
  /** The hotel the stream follows (an admin's is any hotel's). */
  hotelId: string;
  revoke: () => void;
}

/**
 * Every open stream of one database, checked together: one query per round for all of them.
 * A check per stream made 50 screens opened together send 50 queries at once every round,
 * and a status change made then waited behind them for a connection (issue 9).
 */
interface Watcher {
  watches: Set<Watch>;
  timer: NodeJS.Timeout | null;
}

const watchers = new WeakMap<Db, Watcher>();

async function check(db: Db, watches: Watch[]) {
  const ids = [...new Set(watches.map((w) => w.actor.id))];
  if (ids.length === 0) return;
  const rows = await db.selectFrom('users').select(['id', 'session_version', 'status', 'role', 'hotel_id']).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const watch of watches) if (!stillValid(byId.get(watch.actor.id), watch.actor)) watch.revoke();
}

function checkAll(db: Db, watcher: Watcher) {
  return check(db, [...watcher.watches]);
}

/**
 * Re-checks the sessions of this hotel's streams, ending the revoked ones, before the feed
 * hands them changes it has just read (hotel-feed.ts): a change read after a revocation
 * committed was committed after it too, and this check (made after the read) sees the
 * revocation, so nothing made after it reaches the revoked stream. One query per batch of
 * a hotel's changes, none for a hotel nobody watches here. A failed check throws: the
 * batch is not delivered, and the next read tries again.
 */
export async function recheckHotelSessions(db: Db, hotelId: string): Promise<void> {
  const watcher = watchers.get(db);
  if (!watcher) return;
  await check(db, [...watcher.watches].filter((watch) => watch.hotelId === hotelId));
}

function join(db: Db, watch: Watch): () => void {
  let watcher = watchers.get(db);
  if (!watcher) {
    watcher = { watches: new Set(), timer: null };
    watchers.set(db, watcher);
  }
  const w = watcher;
  w.watches.add(watch);
  // A failed check (database down) keeps the streams; the next round decides.
  w.timer ??= setInterval(() => void checkAll(db, w).catch(() => undefined), SESSION_RECHECK_MS);
  return () => {
    w.watches.delete(watch);
    if (w.watches.size === 0 && w.timer) {
      clearInterval(w.timer);
      w.timer = null;
    }
  };
}

/**
 * A signal that aborts when the session behind a long-lived stream of one hotel is revoked
 * (logout elsewhere, password change, deactivation, role change): checked when the stream
 * opened is not enough, since it may stay open for a whole shift. Checked before each
 * delivery (recheckHotelSessions), and every SESSION_RECHECK_MS for a quiet hotel.
 */
export function watchSession(db: Db, actor: UserActor, hotelId: string, streamSignal: AbortSignal): { signal: AbortSignal; revoked: () => boolean } {
  const controller = new AbortController();
  let revoked = false;
  const leave = join(db, {
    actor,
    hotelId,
    revoke: () => {
      revoked = true;
      controller.abort();
    },
  });
  controller.signal.addEventListener('abort', leave, { once: true });
  streamSignal.addEventListener('abort', leave, { once: true });
  return { signal: AbortSignal.any([streamSignal, controller.signal]), revoked: () => revoked };
}
