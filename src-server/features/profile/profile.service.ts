import type { z } from 'zod';
import type { Context } from '../../trpc/context';
import type { UserActor } from '../../trpc/context';
import type { Profile } from '../../../src-shared/profile.schemas';
import type { Language } from '../../../src-shared/languages';
import type {
  changePasswordInput,
  removePinInput,
  setPinInput,
  updateProfileInput,
} from '../../../src-shared/profile.schemas';
import { fail } from '../../trpc/errors';
import { hashSecret, verifySecret } from '../auth/passwords';
import { beginAttempt, releaseLoginAttempt, startSession } from '../auth/auth.public';
import {
  emailTaken,
  findUserById,
  revokeSessions,
  toProfile,
  updateUser,
} from '../../db/users.queries';
import { isUniqueViolation } from '../../db/unique-violation';

type Deps = Pick<Context, 'db' | 'session' | 'ip'> & { actor: UserActor };

async function currentUser({ db, actor }: Deps) {
  const user = await findUserById(db, actor.id);
  if (!user) fail('UNAUTHORIZED', 'NOT_SIGNED_IN');
  return user;
}

/** A wrong current password counts as a failed sign-in of the account (429 once over the limit). */
async function requireCurrentPassword(ctx: Deps, currentPassword: string) {
  const user = await currentUser(ctx);
  const attempt = await beginAttempt(ctx, user.email);
  if (!(await verifySecret(user.password_hash, currentPassword))) fail('BAD_REQUEST', 'CURRENT_PASSWORD_WRONG');
  await releaseLoginAttempt(ctx.db, attempt);
  return user;
}

export async function getMyProfile(ctx: Deps): Promise<Profile> {
  return toProfile(await currentUser(ctx));
}

/** Only the fields sent change; nothing sent changes nothing. */
export async function updateMyProfile(ctx: Deps, input: z.infer<typeof updateProfileInput>): Promise<Profile> {
  const changes: { full_name?: string; email?: string; language?: Language } = {};
  if (input.fullName !== undefined) changes.full_name = input.fullName;
  if (input.language !== undefined) changes.language = input.language;
  if (input.email !== undefined && input.email !== ctx.actor.email) {
    // The email is how an account is recovered and signed into: a stolen cookie must not be enough to take it.
    if (input.currentPassword === undefined) fail('BAD_REQUEST', 'CURRENT_PASSWORD_REQUIRED');
    await requireCurrentPassword(ctx, input.currentPassword);
    if (await emailTaken(ctx.db, input.email, ctx.actor.id)) fail('CONFLICT', 'EMAIL_TAKEN');
    changes.email = input.email;
  }
  if (Object.keys(changes).length === 0) return getMyProfile(ctx);
  try {
    const user = await updateUser(ctx.db, ctx.actor.id, changes);
    // The notifications of every device of the user speak the chosen language too.
    if (changes.language) await ctx.db.updateTable('push_subscriptions').set({ language: changes.language }).where('user_id', '=', ctx.actor.id).execute();
    return toProfile(user);
  } catch (error) {
    if (isUniqueViolation(error)) fail('CONFLICT', 'EMAIL_TAKEN');
    throw error;
  }
}

/** Revokes every other session; this device gets a fresh cookie and stays signed in. */
export async function changeMyPassword(ctx: Deps, input: z.infer<typeof changePasswordInput>) {
  await requireCurrentPassword(ctx, input.currentPassword);
  await updateUser(ctx.db, ctx.actor.id, { password_hash: await hashSecret(input.newPassword) });
  const version = await revokeSessions(ctx.db, ctx.actor.id);
  startSession(ctx, { id: ctx.actor.id, session_version: version });
  return { success: true as const };
}

export async function setMyPin(ctx: Deps, input: z.infer<typeof setPinInput>): Promise<Profile> {
  await requireCurrentPassword(ctx, input.currentPassword);
  return toProfile(
    await updateUser(ctx.db, ctx.actor.id, { pin_hash: await hashSecret(input.pin), pin_failures: 0, pin_locked_at: null }),
  );
}

export async function removeMyPin(ctx: Deps, input: z.infer<typeof removePinInput>): Promise<Profile> {
  await requireCurrentPassword(ctx, input.currentPassword);
  return toProfile(await updateUser(ctx.db, ctx.actor.id, { pin_hash: null, pin_failures: 0, pin_locked_at: null }));
}
