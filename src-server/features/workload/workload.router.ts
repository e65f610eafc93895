import { router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byHotelId } from '../../trpc/hotel-locators';
import { autoAssignInput, reassignInput, workloadPlan } from '../../../src-shared/workload.schemas';
import { autoAssign } from './auto-assign.service';
import { handOver } from './hand-over.service';

/** Auto-assign and hand over (DESIGN §13): managers and admins. */
export const workloadRouter = router({
  autoAssign: inHotel(autoAssignInput, byHotelId('hotelId'), 'admin', 'manager')
    .output(workloadPlan)
    .mutation(({ ctx, input }) => autoAssign(ctx, input)),
  reassign: inHotel(reassignInput, byHotelId('hotelId'), 'admin', 'manager')
    .output(workloadPlan)
    .mutation(({ ctx, input }) => handOver(ctx, input)),
});
