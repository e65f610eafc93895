import type { Context } from '../../trpc/context';
import type { User } from '../../db/types';
import { fail, RetryAfterError } from '../../trpc/errors';
import { reserveLoginAttempt } from './login-failures.queries';

/** The session cookie of a user signed in (or whose session was renewed, a password change). */
export function startSession(ctx: Pick<Context, 'session'>, user: Pick<User, 'id' | 'session_version'>) {
  ctx.session.write({ uid: user.id, v: user.session_version, iat: Math.floor(Date.now() / 1000) });
}

/**
 * Counts the attempt as failed up front (so bursts cannot outrun the limit); 429 while throttled.
 * Every check of a secret goes through here: sign-ins, and the current-password checks of
 * Settings, so a stolen cookie cannot guess the password without limit either (DESIGN §16).
 */
export async function beginAttempt({ db, ip }: Pick<Context, 'db' | 'ip'>, email: string): Promise<string> {
  const { id, wait } = await reserveLoginAttempt(db, ip, email);
  if (wait > 0) fail('TOO_MANY_REQUESTS', 'TOO_MANY_ATTEMPTS', { cause: new RetryAfterError(wait) });
  return id;
}
