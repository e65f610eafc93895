import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { AccountStatus, Role } from '../../../src-shared/roles';
import type { StaffMember } from '../../../src-shared/staff.schemas';
import { toProfile, type Person } from '../../db/users.queries';

/** People only: the accounts API tokens act as (role 'integration', DESIGN §14) are nobody's staff. */
function staffQuery(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('hotels', 'hotels.id', 'users.hotel_id')
    .selectAll('users')
    .select('hotels.name as hotel_name')
    .where('users.role', '!=', 'integration')
    .$narrowType<{ role: Role }>();
}

function toStaffMember(row: Person & { hotel_name: string | null }): StaffMember {
  return { ...toProfile(row), hotelName: row.hotel_name, createdAt: new Date(row.created_at).toISOString() };
}

/** Every account, for the admin lists, by name. */
export async function findStaffMembers(db: Db): Promise<StaffMember[]> {
  const rows = await staffQuery(db).orderBy('users.full_name').orderBy('users.id').execute();
  return rows.map(toStaffMember);
}

export async function findStaffMember(db: Db, id: string): Promise<StaffMember | undefined> {
  const row = await staffQuery(db).where('users.id', '=', id).executeTakeFirst();
  return row && toStaffMember(row);
}

/** Accounts awaiting approval, oldest request first. */
export function findPendingUsers(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'full_name', 'alias', 'email', 'requested_hotel_name', 'role', 'created_at'])
    .where('status', '=', 'pending')
    .where('role', '!=', 'integration')
    .$narrowType<{ role: Role }>()
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The approved members of one hotel: what colleagues may know of each other. */
export function findHotelStaff(db: Db, hotelId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'full_name', 'alias', 'role'])
    .where('hotel_id', '=', hotelId)
    .where('status', '=', 'approved')
    .where('role', '!=', 'integration')
    .$narrowType<{ role: Role }>()
    .orderBy('full_name')
    .orderBy('id')
    .execute();
}

export function hotelExists(db: Db, hotelId: string) {
  return db.selectFrom('hotels').select('id').where('id', '=', hotelId).executeTakeFirst();
}

export interface AccountChange {
  status: AccountStatus;
  role: Role;
  hotel_id: string | null;
  alias: string | null;
}

/** One statement, so a revocation can never be left behind by a half-done change. */
export function updateAccount(db: Db, id: string, change: AccountChange, revoke: boolean) {
  return db
    .updateTable('users')
    .set({
      ...change,
      updated_at: sql`now()`,
      ...(revoke ? { session_version: sql<number>`session_version + 1` } : {}),
    })
    .where('id', '=', id)
    .executeTakeFirst();
}
