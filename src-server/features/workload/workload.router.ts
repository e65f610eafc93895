import { router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byHotelId } from '../../trpc/hotel-locators';
import { autoAssignInput, autoAssignResult, handOverResult, reassignInput } from '../../../src-shared/workload.schemas';
import { autoAssign } from './auto-assign.service';
import { handOver } from './hand-over.service';
import { withChangedRooms as withRoomsOutput } from '../../../src-shared/room-ops.schemas';
import { withChangedRooms } from '../room-statuses/changed-rooms';
import { MANAGERS } from '../../../src-shared/roles';

/** Auto-assign and hand over (DESIGN §13): managers and admins. */
export const workloadRouter = router({
  autoAssign: inHotel(autoAssignInput, byHotelId('hotelId'), ...MANAGERS)
    .output(withRoomsOutput(autoAssignResult))
    .mutation(async ({ ctx, input }) => {
      const plan = await autoAssign(ctx, input);
      return withChangedRooms(ctx, plan, { roomIds: plan.applied ? plan.assignments.flatMap((a) => a.roomIds) : [] });
    }),
  reassign: inHotel(reassignInput, byHotelId('hotelId'), ...MANAGERS)
    .output(withRoomsOutput(handOverResult))
    .mutation(async ({ ctx, input }) => {
      const result = await handOver(ctx, input);
      // Moved, released and left unplaced: every room she had that changed hands.
      const roomNumbers = [...result.receivers.flatMap((r) => r.roomNumbers), ...result.started.released];
      return withChangedRooms(ctx, result, { roomIds: result.unassigned, roomNumbers });
    }),
});
