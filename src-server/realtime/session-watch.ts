import type { Db } from '../db/connection';
import type { Actor } from '../trpc/context';
import { canUseApp } from '../../src-shared/roles';

/** How often an open live stream re-checks its session: a revoked one ends within 5 s (DESIGN §16). */
export const SESSION_RECHECK_MS = 2000;

/** Whether the session a stream was opened with still stands: same version, still allowed in, same role and hotel. */
export async function sessionStillValid(db: Db, actor: Actor): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select(['session_version', 'status', 'role', 'hotel_id'])
    .where('id', '=', actor.id)
    .executeTakeFirst();
  return (
    row !== undefined &&
    row.session_version === actor.sessionVersion &&
    canUseApp(row) &&
    row.role === actor.role &&
    row.hotel_id === actor.hotelId
  );
}

/**
 * A signal that aborts when the session behind a long-lived stream is revoked (logout
 * elsewhere, password change, deactivation, role change): checked when the stream opened
 * is not enough, since it may stay open for a whole shift. A failed check (database down)
 * keeps the stream; the next check decides.
 */
export function watchSession(db: Db, actor: Actor, streamSignal: AbortSignal): { signal: AbortSignal; revoked: () => boolean } {
  const controller = new AbortController();
  let revoked = false;
  const timer = setInterval(() => {
    sessionStillValid(db, actor)
      .then((valid) => {
        if (valid) return;
        revoked = true;
        controller.abort();
      })
      .catch(() => undefined);
  }, SESSION_RECHECK_MS);
  const stop = () => clearInterval(timer);
  controller.signal.addEventListener('abort', stop, { once: true });
  streamSignal.addEventListener('abort', stop, { once: true });
  return { signal: AbortSignal.any([streamSignal, controller.signal]), revoked: () => revoked };
}
