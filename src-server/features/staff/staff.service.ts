import type { z } from 'zod';
import type { User } from '../../db/types';
import type {
  approveStaffInput,
  reactivateStaffInput,
  StaffMember,
  updateRoleInput,
  updateStaffInput,
} from '../../../src-shared/staff.schemas';
import type { ErrorReason } from '../../../src-shared/error-reasons';
import { needsHotel } from '../../../src-shared/staff.schemas';
import type { AccountStatus } from '../../../src-shared/roles';
import { fail } from '../../trpc/errors';
import { findUserById, type Person } from '../../db/users.queries';
import type { ActorDeps, WriteDeps } from '../hotels/hotel-access';
import { findStaffMember, hotelExists, updateAccount, type AccountChange } from './staff.queries';
import { changeRooms } from '../../rooms/change-rooms';
import { logChanges } from '../../realtime/change-log.queries';

/** A person (the account an API token acts as is managed through the token, never as staff: 404). */
async function loadUser(ctx: ActorDeps, userId: string): Promise<Person> {
  const user = await findUserById(ctx.db, userId);
  if (!user) fail('NOT_FOUND', 'USER_NOT_FOUND');
  return user;
}

function requireStatus(user: User, status: AccountStatus, reason: ErrorReason) {
  if (user.status !== status) fail('CONFLICT', reason);
}

/** Checked before the status, so one's own account reads as that, not as a status conflict. */
function refuseSelf(ctx: ActorDeps, user: User) {
  if (user.id === ctx.actor.id) fail('BAD_REQUEST', 'SELF_DEACTIVATE');
}

/**
 * Every change of status, role, hotel or alias goes through here, so the rules hold
 * whichever path asked: a non-admin approved account has a hotel; an admin has none and
 * is always approved (admins may use the app whatever their status, so a "rejected admin"
 * would still sign in); an admin never locks themselves out. A role change, or leaving
 * 'approved', bumps the session version: that user's open cookies stop at their next request.
 */
async function changeAccount(ctx: WriteDeps, user: User, next: AccountChange): Promise<StaffMember> {
  const change = { ...next, hotel_id: needsHotel(next.role) ? next.hotel_id : null };
  if (user.id === ctx.actor.id) {
    if (change.status !== 'approved') fail('BAD_REQUEST', 'SELF_DEACTIVATE');
    if (change.role !== user.role) fail('BAD_REQUEST', 'SELF_ROLE_CHANGE');
  }
  if (change.role === 'admin' && change.status !== 'approved') {
    fail('BAD_REQUEST', user.role === 'admin' ? 'ADMIN_DEACTIVATE' : 'ADMIN_NEEDS_APPROVAL');
  }
  if (change.status === 'approved' && needsHotel(change.role) && !change.hotel_id) {
    fail('BAD_REQUEST', 'HOTEL_REQUIRED');
  }
  if (change.hotel_id && change.hotel_id !== user.hotel_id && !(await hotelExists(ctx.db, change.hotel_id))) {
    fail('NOT_FOUND', 'HOTEL_NOT_FOUND');
  }
  const revoke = change.role !== user.role || (user.status === 'approved' && change.status !== 'approved');
  const leavesRooms = change.status !== 'approved' || change.role !== 'housekeeper' || change.hotel_id !== user.hotel_id;
  // Through the room change path (her waiting rooms go back to dirty); the account first, then her rooms.
  await changeRooms(ctx, {}, async (trx, _locked, writer) => {
    await updateAccount(trx, user.id, change, revoke);
    const released = leavesRooms ? await writer.releaseAssigned(user.id, ctx.actor.id) : [];
    // Both hotels' screens list staff (assign dropdowns): the one left and the one joined.
    const hotels = [...new Set([user.hotel_id, change.hotel_id])].filter((id): id is string => id !== null);
    return { answer: null, logged: [...released, ...(await logChanges(trx, hotels.map((hotelId) => ({ hotelId, kind: 'staff' as const }))))] };
  });
  return (await findStaffMember(ctx.db, user.id))!;
}

function current(user: Person): AccountChange {
  return { status: user.status, role: user.role, hotel_id: user.hotel_id, alias: user.alias };
}

/** PATCH /api/profiles/{id}: any of status, hotel and alias, under the same rules. */
export async function updateStaff(ctx: WriteDeps, input: z.infer<typeof updateStaffInput>) {
  const user = await loadUser(ctx, input.id);
  return changeAccount(ctx, user, {
    ...current(user),
    ...(input.status !== undefined && { status: input.status }),
    ...(input.hotelId !== undefined && { hotel_id: input.hotelId }),
    ...(input.alias !== undefined && { alias: input.alias }),
  });
}

/** Pending → approved, into a hotel (none for an admin), with the role confirmed. */
export async function approveStaff(ctx: WriteDeps, input: z.infer<typeof approveStaffInput>) {
  const user = await loadUser(ctx, input.userId);
  requireStatus(user, 'pending', 'ACCOUNT_NOT_PENDING');
  return changeAccount(ctx, user, {
    status: 'approved',
    role: input.role,
    hotel_id: input.hotelId,
    alias: input.alias === undefined ? user.alias : input.alias,
  });
}

export async function rejectStaff(ctx: WriteDeps, userId: string) {
  const user = await loadUser(ctx, userId);
  refuseSelf(ctx, user);
  requireStatus(user, 'pending', 'ACCOUNT_NOT_PENDING');
  return changeAccount(ctx, user, { ...current(user), status: 'rejected' });
}

/** Approved → rejected; the user's open sessions end at their next request. */
export async function deactivateStaff(ctx: WriteDeps, userId: string) {
  const user = await loadUser(ctx, userId);
  refuseSelf(ctx, user);
  requireStatus(user, 'approved', 'ACCOUNT_NOT_APPROVED');
  return changeAccount(ctx, user, { ...current(user), status: 'rejected' });
}

/** Rejected (or deactivated) → approved, back into a hotel. */
export async function reactivateStaff(ctx: WriteDeps, input: z.infer<typeof reactivateStaffInput>) {
  const user = await loadUser(ctx, input.userId);
  requireStatus(user, 'rejected', 'ACCOUNT_NOT_REJECTED');
  return changeAccount(ctx, user, {
    ...current(user),
    status: 'approved',
    role: input.role ?? user.role,
    hotel_id: input.hotelId,
  });
}

/** PATCH /api/roles/user/{id}: an admin's hotel becomes null; a new non-admin needs one. */
export async function updateRole(ctx: WriteDeps, input: z.infer<typeof updateRoleInput>) {
  const user = await loadUser(ctx, input.userId);
  const member = await changeAccount(ctx, user, {
    ...current(user),
    role: input.role,
    ...(input.hotelId !== undefined && { hotel_id: input.hotelId }),
  });
  return { userId: member.id, role: member.role };
}
