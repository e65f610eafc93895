import type { CreateRecurringTaskInput, RecurringTaskRow } from '../../../src-shared/recurring-tasks.schemas';
import { DEFAULT_RECURRING_CLEANING } from './recurring-pass';
import type { ScopedDeps } from '../hotels/hotel-access';
import { fail } from '../../trpc/errors';
import { findRecurringTask, findRecurringTasks } from './recurring-tasks.queries';

export function listRecurringTasks(ctx: ScopedDeps): Promise<RecurringTaskRow[]> {
  return findRecurringTasks(ctx.db, ctx.hotelId);
}

/** The room or area is of the hotel (the procedure's locator checked it). */
export async function createRecurringTask(ctx: ScopedDeps, input: CreateRecurringTaskInput): Promise<RecurringTaskRow> {
  const roomCleaning = input.kind === 'cleaning' && Boolean(input.roomId);
  const row = await ctx.db
    .insertInto('recurring_tasks')
    .values({
      hotel_id: ctx.hotelId,
      room_id: input.roomId ?? null,
      area_id: input.roomId ? null : (input.areaId ?? null),
      title: input.title,
      kind: input.kind,
      // An area's cleaning becomes a work order of the category 'other' (recurring-tasks.schemas.ts).
      category: input.kind === 'cleaning' ? 'other' : input.category,
      priority: input.priority,
      cleaning_type: roomCleaning ? (input.cleaningType ?? DEFAULT_RECURRING_CLEANING) : null,
      every_days: input.everyDays,
      next_due: input.nextDue,
      created_by: ctx.actor.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findRecurringTask(ctx.db, row.id))!;
}

/** What it already made (work orders, dirty rooms) stays; only the schedule goes. */
export async function deleteRecurringTask(ctx: ScopedDeps, id: string): Promise<{ success: true }> {
  const deleted = await ctx.db.deleteFrom('recurring_tasks').where('id', '=', id).where('hotel_id', '=', ctx.hotelId).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) fail('NOT_FOUND', 'RECURRING_TASK_NOT_FOUND');
  return { success: true };
}
