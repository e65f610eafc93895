import { router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byHotelId } from '../../trpc/hotel-locators';
import { setShiftInput, shiftInput, shiftRoster } from '../../../src-shared/shift.schemas';
import { getShift, setShift } from './shift.service';
import { MANAGERS, OFFICE } from '../../../src-shared/roles';

/**
 * The shift roster (issue 18): managers and admins read and set it; the front desk reads it
 * too, to send a guest's request to someone on shift (issue 29).
 */
export const shiftRouter = router({
  byDate: inHotel(shiftInput, byHotelId('hotelId'), ...OFFICE)
    .output(shiftRoster)
    .query(({ ctx, input }) => getShift(ctx, input)),
  set: inHotel(setShiftInput, byHotelId('hotelId'), ...MANAGERS)
    .output(shiftRoster)
    .mutation(({ ctx, input }) => setShift(ctx, input)),
});
