import type { ActorDeps, ScopedDeps } from '../hotels/hotel-access';
import { findHotelStaff, findPendingUsers, findStaffMembers } from './staff.queries';

export async function listPendingStaff({ db }: ActorDeps) {
  const rows = await findPendingUsers(db);
  return rows.map((row) => ({
    id: row.id,
    fullName: row.full_name,
    alias: row.alias,
    email: row.email,
    requestedHotelName: row.requested_hotel_name,
    role: row.role,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

export function listStaff({ db }: ActorDeps) {
  return findStaffMembers(db);
}

/** Colleagues' names for any member of the hotel (assign dropdowns, note authors). */
export async function listHotelStaff(ctx: ScopedDeps, hotelId: string) {
  const rows = await findHotelStaff(ctx.db, hotelId);
  return rows.map((row) => ({ id: row.id, fullName: row.full_name, alias: row.alias, role: row.role }));
}

export async function listHotelRoles(ctx: ScopedDeps, hotelId: string) {
  const rows = await findHotelStaff(ctx.db, hotelId);
  return rows.map((row) => ({ role: row.role, userId: row.id }));
}
