import { router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byHotelId } from '../../trpc/hotel-locators';
import { autoAssignInput, autoAssignResult, handOverResult, reassignInput } from '../../../src-shared/workload.schemas';
import { autoAssign } from './auto-assign.service';
import { handOver } from './hand-over.service';

/** Auto-assign and hand over (DESIGN §13): managers and admins. */
export const workloadRouter = router({
  autoAssign: inHotel(autoAssignInput, byHotelId('hotelId'), 'admin', 'manager')
    .output(autoAssignResult)
    .mutation(({ ctx, input }) => autoAssign(ctx, input)),
  reassign: inHotel(reassignInput, byHotelId('hotelId'), 'admin', 'manager')
    .output(handOverResult)
    .mutation(({ ctx, input }) => handOver(ctx, input)),
});
