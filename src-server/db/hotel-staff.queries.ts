import type { Transaction } from 'kysely';
import type { Db } from './connection';
import type { Database } from './types';
import type { Role } from '../../src-shared/roles';

type Executor = Db | Transaction<Database>;

/**
 * The one test of who may be handed work in a hotel (an assignee, a cleaner credited, a room's
 * housekeeper): which of these users are approved members of the hotel in one of these roles.
 */
export async function approvedStaffOf(db: Executor, hotelId: string, ids: string[], roles: readonly Role[]): Promise<Set<string>> {
  if (ids.length === 0 || roles.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', ids)
    .where('hotel_id', '=', hotelId)
    .where('status', '=', 'approved')
    .where('role', 'in', roles)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** `approvedStaffOf` for one user. */
export async function isApprovedStaff(db: Executor, hotelId: string, id: string, roles: readonly Role[]): Promise<boolean> {
  return (await approvedStaffOf(db, hotelId, [id], roles)).has(id);
}
