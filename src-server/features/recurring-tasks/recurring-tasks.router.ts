import { z } from 'zod';
import { forApiTokens, router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { alsoOfHotel, byHotelId, byRecurringTaskId } from '../../trpc/hotel-locators';
import { createRecurringTaskInput, hotelRecurringTasksInput, recurringTaskIdInput, recurringTaskRow } from '../../../src-shared/recurring-tasks.schemas';
import { createRecurringTask, deleteRecurringTask, listRecurringTasks } from './recurring-tasks.service';
import { MANAGERS } from '../../../src-shared/roles';

type Place = { roomId?: string | null; areaId?: string | null };

/** The room, then the area, the task names must be of the hotel it is made in (404 otherwise). */
const byHotelRoomAndArea = alsoOfHotel<{ hotelId: string } & Place, Place>(
  alsoOfHotel<{ hotelId: string }, Place>(
    byHotelId('hotelId'),
    async (db, input) => {
      if (!input.roomId) return undefined;
      return (await db.selectFrom('rooms').select('hotel_id').where('id', '=', input.roomId).executeTakeFirst())?.hotel_id ?? null;
    },
    'ROOM_NOT_FOUND',
  ),
  async (db, input) => {
    if (!input.areaId) return undefined;
    return (await db.selectFrom('areas').select('hotel_id').where('id', '=', input.areaId).executeTakeFirst())?.hotel_id ?? null;
  },
  'AREA_NOT_FOUND',
);

/** Issue 21, DESIGN §18: preventive tasks on a schedule; the hotel's managers and admins. */
export const recurringTasksRouter = router({
  byHotel: inHotel(hotelRecurringTasksInput, byHotelId('hotelId'), ...MANAGERS)
    .meta(forApiTokens('recurring-tasks'))
    .output(z.array(recurringTaskRow))
    .query(({ ctx }) => listRecurringTasks(ctx)),
  create: inHotel(createRecurringTaskInput, byHotelRoomAndArea, ...MANAGERS)
    .output(recurringTaskRow)
    .mutation(({ ctx, input }) => createRecurringTask(ctx, input)),
  delete: inHotel(recurringTaskIdInput, byRecurringTaskId('id'), ...MANAGERS)
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) => deleteRecurringTask(ctx, input.id)),
});
