import { sql } from 'kysely';
import type { z } from 'zod';
import type { Context } from '../../trpc/context';
import type { User } from '../../db/types';
import type {
  adminSignupInput,
  loginInput,
  pinLoginInput,
  registerInput,
  signupInput,
  SessionUser,
} from '../../../src-shared/auth.schemas';
import { PIN_MAX_FAILURES } from '../../../src-shared/limits';
import { canUseApp } from '../../../src-shared/roles';
import { AccountStatusError, fail } from '../../trpc/errors';
import { SIGNUP_MESSAGES } from '../../../src-shared/errors';
import type { ErrorReason } from '../../../src-shared/error-reasons';
import { hashSecret, verifySecret } from './passwords';
import { proposeOnSignIn } from '../shift/shift.public';
import { pruneLoginFailures, releaseLoginAttempt } from './login-failures.queries';
import { beginAttempt, startSession } from './secret-attempts';
import {
  emailTaken,
  findUserByEmail,
  findUserById,
  insertUser,
  revokeSessions,
  toSessionUser,
  updateUser,
  type Person,
} from '../../db/users.queries';
import { isUniqueViolation } from '../../db/unique-violation';

type Deps = Pick<Context, 'db' | 'ip' | 'session' | 'bus'>;

/** Wrong credentials: the attempt stays counted. */
async function failLogin({ db }: Deps, reason: ErrorReason): Promise<never> {
  if (Math.random() < 0.05) await pruneLoginFailures(db);
  fail('UNAUTHORIZED', reason);
}

/** Correct credentials on an account that may not use the app: 403 naming the status. */
function refuseUnapproved(user: User) {
  if (canUseApp(user)) return;
  fail('FORBIDDEN', user.status === 'rejected' ? 'ACCOUNT_REJECTED' : 'ACCOUNT_PENDING', { cause: new AccountStatusError(user.status) });
}

export async function loginWithPassword(ctx: Deps, input: z.infer<typeof loginInput>): Promise<SessionUser> {
  const attempt = await beginAttempt(ctx, input.email);
  const user = await findUserByEmail(ctx.db, input.email);
  if (!(await verifySecret(user?.password_hash, input.password)) || !user) {
    return failLogin(ctx, 'INVALID_CREDENTIALS');
  }
  await releaseLoginAttempt(ctx.db, attempt);
  refuseUnapproved(user);
  // A password login is what unlocks PIN login after too many PIN failures.
  const fresh = user.pin_failures > 0 ? await updateUser(ctx.db, user.id, { pin_failures: 0, pin_locked_at: null }) : user;
  startSession(ctx, fresh);
  // Her first sign-in of the day proposes her for the shift (issue 18).
  await proposeOnSignIn(ctx, fresh);
  return toSessionUser(fresh);
}

/**
 * Claims one of the PIN tries left before the PIN is checked, in one conditional update:
 * parallel guesses cannot get past the lock either. False when PIN login is locked.
 */
async function claimPinTry(db: Deps['db'], userId: string): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({
      pin_failures: sql`pin_failures + 1`,
      pin_locked_at: sql`case when pin_failures + 1 >= ${PIN_MAX_FAILURES} then now() else pin_locked_at end`,
    })
    .where('id', '=', userId)
    .where('pin_failures', '<', PIN_MAX_FAILURES)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function loginWithPin(ctx: Deps, input: z.infer<typeof pinLoginInput>): Promise<SessionUser> {
  const attempt = await beginAttempt(ctx, input.email);
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user?.pin_hash) {
    await verifySecret(null, input.pin);
    return failLogin(ctx, 'INVALID_PIN_CREDENTIALS');
  }
  if (!(await claimPinTry(ctx.db, user.id))) {
    await releaseLoginAttempt(ctx.db, attempt);
    fail('FORBIDDEN', 'PIN_LOCKED');
  }
  if (!(await verifySecret(user.pin_hash, input.pin))) return failLogin(ctx, 'INVALID_PIN_CREDENTIALS');
  await releaseLoginAttempt(ctx.db, attempt);
  // The right PIN: the tries claimed so far are forgiven.
  const fresh = await updateUser(ctx.db, user.id, { pin_failures: 0, pin_locked_at: null });
  refuseUnapproved(fresh);
  startSession(ctx, fresh);
  // Her first sign-in of the day proposes her for the shift (issue 18).
  await proposeOnSignIn(ctx, fresh);
  return toSessionUser(fresh);
}

async function createAccount(ctx: Pick<Context, 'db'>, values: Parameters<typeof insertUser>[1]): Promise<Person> {
  if (await emailTaken(ctx.db, values.email)) fail('CONFLICT', 'EMAIL_TAKEN');
  try {
    return await insertUser(ctx.db, values);
  } catch (error) {
    if (isUniqueViolation(error)) fail('CONFLICT', 'EMAIL_TAKEN');
    throw error;
  }
}

export async function signUp(ctx: Pick<Context, 'db'>, input: z.infer<typeof signupInput>) {
  await createAccount(ctx, {
    email: input.email,
    password_hash: await hashSecret(input.password),
    full_name: input.fullName,
    role: input.role,
    status: 'pending',
    requested_hotel_name: input.hotelName,
    hotel_id: null,
    alias: null,
    pin_hash: null,
    pin_locked_at: null,
  });
  return { message: SIGNUP_MESSAGES.accountCreated };
}

/**
 * Bootstrap only (DESIGN §4): the first admin; later admins come from Create User. The new
 * admin is signed in at once (issue 18): they just chose the password, asking for it again
 * proves nothing.
 */
export async function signUpAdmin(ctx: Pick<Context, 'db' | 'session'>, input: z.infer<typeof adminSignupInput>) {
  const passwordHash = await hashSecret(input.password);
  const admin = await ctx.db.transaction().execute(async (trx) => {
    // Serialises concurrent bootstraps so only one admin can ever come from here.
    await sql`select pg_advisory_xact_lock(4242001)`.execute(trx);
    const admin = await trx.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirst();
    if (admin) fail('FORBIDDEN', 'ADMIN_EXISTS');
    return createAccount({ db: trx }, {
      email: input.email,
      password_hash: passwordHash,
      full_name: input.fullName,
      role: 'admin',
      status: 'approved',
      requested_hotel_name: null,
      hotel_id: null,
      alias: null,
      pin_hash: null,
      pin_locked_at: null,
    });
  });
  // After the commit: a cookie for an account that was rolled back would sign in no one.
  startSession(ctx, admin);
  return { message: SIGNUP_MESSAGES.adminCreated };
}

/** Create User (admin): the account is approved at once, in the hotel given. */
export async function registerUser(ctx: Pick<Context, 'db'>, input: z.infer<typeof registerInput>) {
  const hotelId = input.role === 'admin' ? null : input.hotelId;
  if (hotelId) {
    const hotel = await ctx.db.selectFrom('hotels').select('id').where('id', '=', hotelId).executeTakeFirst();
    if (!hotel) fail('NOT_FOUND', 'HOTEL_NOT_FOUND');
  }
  const user = await createAccount(ctx, {
    email: input.email,
    password_hash: await hashSecret(input.password),
    full_name: input.fullName,
    role: input.role,
    status: 'approved',
    requested_hotel_name: null,
    hotel_id: hotelId,
    alias: null,
    pin_hash: null,
    pin_locked_at: null,
  });
  return toSessionUser(user);
}

/** Ends every session of the user (DESIGN §5: logout bumps the session version). */
export async function logOut(ctx: Pick<Context, 'db' | 'session' | 'actor'>) {
  if (ctx.actor) await revokeSessions(ctx.db, ctx.actor.id);
  ctx.session.clear();
  return { success: true as const };
}

/** A user's role (whose the caller may read: the procedure decides, userRoleProcedure). */
export async function getUserRole(ctx: Pick<Context, 'db'>, userId: string) {
  const user = await findUserById(ctx.db, userId);
  if (!user) fail('NOT_FOUND', 'USER_NOT_FOUND');
  return { userId: user.id, role: user.role };
}
