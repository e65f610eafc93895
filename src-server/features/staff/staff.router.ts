import { z } from 'zod';
import { roles, router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byHotelId } from '../../trpc/hotel-locators';
import {
  approveStaffInput,
  hotelStaffInput,
  hotelStaffOutput,
  pendingStaffOutput,
  reactivateStaffInput,
  staffMemberOutput,
  updateStaffInput,
  userIdInput,
} from '../../../src-shared/staff.schemas';
import { listHotelStaff, listPendingStaff, listStaff } from './staff-lists.service';
import { approveStaff, deactivateStaff, reactivateStaff, rejectStaff, updateStaff } from './staff.service';

const admin = roles('admin');

export const staffRouter = router({
  pending: admin.output(z.array(pendingStaffOutput)).query(({ ctx }) => listPendingStaff(ctx)),
  list: admin.output(z.array(staffMemberOutput)).query(({ ctx }) => listStaff(ctx)),
  byHotel: inHotel(hotelStaffInput, byHotelId('hotelId'))
    .output(z.array(hotelStaffOutput))
    .query(({ ctx }) => listHotelStaff(ctx, ctx.hotelId)),
  update: admin.input(updateStaffInput).output(staffMemberOutput).mutation(({ ctx, input }) => updateStaff(ctx, input)),
  approve: admin.input(approveStaffInput).output(staffMemberOutput).mutation(({ ctx, input }) => approveStaff(ctx, input)),
  reject: admin
    .input(userIdInput)
    .output(staffMemberOutput)
    .mutation(({ ctx, input }) => rejectStaff(ctx, input.userId)),
  deactivate: admin
    .input(userIdInput)
    .output(staffMemberOutput)
    .mutation(({ ctx, input }) => deactivateStaff(ctx, input.userId)),
  reactivate: admin
    .input(reactivateStaffInput)
    .output(staffMemberOutput)
    .mutation(({ ctx, input }) => reactivateStaff(ctx, input)),
});
