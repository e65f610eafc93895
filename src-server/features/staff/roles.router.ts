import { z } from 'zod';
import { roles, router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byHotelId } from '../../trpc/hotel-locators';
import { roleOutput } from '../../../src-shared/auth.schemas';
import { hotelRoleOutput, hotelStaffInput, updateRoleInput } from '../../../src-shared/staff.schemas';
import { userRoleProcedure } from '../auth/user-role.procedure';
import { listHotelRoles } from './staff-lists.service';
import { updateRole } from './staff.service';

export const rolesRouter = router({
  /** Same rule as auth.userRole (GET /api/user-roles/user/{id}): one's own, or anyone's for an admin. */
  forUser: userRoleProcedure,
  update: roles('admin').input(updateRoleInput).output(roleOutput).mutation(({ ctx, input }) => updateRole(ctx, input)),
  byHotel: inHotel(hotelStaffInput, byHotelId('hotelId'))
    .output(z.array(hotelRoleOutput))
    .query(({ ctx }) => listHotelRoles(ctx, ctx.hotelId)),
});
