import { router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byHotelId } from '../../trpc/hotel-locators';
import { setShiftInput, shiftInput, shiftRoster } from '../../../src-shared/shift.schemas';
import { getShift, setShift } from './shift.service';

/** The shift roster (issue 18): managers and admins read and set it. */
export const shiftRouter = router({
  byDate: inHotel(shiftInput, byHotelId('hotelId'), 'admin', 'manager')
    .output(shiftRoster)
    .query(({ ctx, input }) => getShift(ctx, input)),
  set: inHotel(setShiftInput, byHotelId('hotelId'), 'admin', 'manager')
    .output(shiftRoster)
    .mutation(({ ctx, input }) => setShift(ctx, input)),
});
