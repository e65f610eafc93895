import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connection';
import type { SessionCookie, UserActor } from './context';

/**
 * The signed-in users this instance has seen, by id (issue 30): a status change, the hot
 * path of a shift, takes its actor from here instead of a look-up of its own, and confirms
 * the session in the statement that reads or locks the room (sessionStill), so what it acts on is as
 * exact as a look-up: a session revoked or changed by any instance, or by hand in the
 * database, is refused before anything is written. An actor taken from here is provisional
 * until confirmed; principalProcedure (init.ts) confirms it with a look-up when the
 * procedure fails or did not confirm it (a refusal made with a stale actor is then made
 * again with the fresh one, or becomes 401).
 */
interface Entry {
  db: Db;
  actor: UserActor;
}

const MAX_ENTRIES = 10_000;
const entries = new Map<string, Entry>();
/** Bumped by forgetSessionUser: a look-up that began before a change never stores what it read. */
const generations = new Map<string, number>();
const provisional = new WeakSet<UserActor>();

export function generationOf(userId: string): number {
  return generations.get(userId) ?? 0;
}

/** Keeps what a fresh look-up found, unless the user was changed here since it began. */
export function rememberSessionUser(db: Db, actor: UserActor, generation: number): void {
  if (generationOf(actor.id) !== generation) return;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(actor.id, { db, actor });
}

/** A change to the user's row made here: the next request looks the user up again. */
export function forgetSessionUser(userId: string): void {
  entries.delete(userId);
  generations.set(userId, generationOf(userId) + 1);
}

/** The cookie's user as last seen, provisional (to be confirmed), when the session version still matches. */
export function cachedSessionUser(db: Db, cookie: SessionCookie): UserActor | null {
  const entry = entries.get(cookie.uid);
  if (!entry || entry.db !== db || entry.actor.sessionVersion !== cookie.v) return null;
  const actor = { ...entry.actor };
  provisional.add(actor);
  return actor;
}

export function isProvisional(actor: object): actor is UserActor {
  return provisional.has(actor as UserActor);
}

export function markConfirmed(actor: UserActor): void {
  provisional.delete(actor);
}

/**
 * True while the user's row still says what the provisional actor says: same session
 * version, status, role and hotel (what decides whether and where they may act). For the
 * statement that locks what a change writes, so confirming costs no round trip.
 */
export function sessionStill(actor: UserActor): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from users u where u.id = ${actor.id} and u.session_version = ${actor.sessionVersion}
    and u.status = ${actor.status} and u.role = ${actor.role} and u.hotel_id is not distinct from ${actor.hotelId}::uuid)`;
}
