import type { z } from 'zod';
import type { AreaRow, createAreaInput, renameAreaInput } from '../../../src-shared/areas.schemas';
import type { ScopedDeps } from '../hotels/hotel-access';
import { fail } from '../../trpc/errors';
import { isUniqueViolation } from '../../db/unique-violation';
import { findArea, findAreas } from './areas.queries';

export function listAreas(ctx: ScopedDeps): Promise<AreaRow[]> {
  return findAreas(ctx.db, ctx.hotelId);
}

/** The (hotel, lower(name)) index is the judge, so two managers adding 'Lobby' at once still get one and a 409. */
async function refuseTakenName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) fail('CONFLICT', 'AREA_NAME_TAKEN', { values: { name } });
    throw error;
  }
}

async function areaOfHotel(ctx: ScopedDeps, id: string): Promise<AreaRow> {
  // The procedure's locator checked the hotel; the query stays within it (a row deleted meanwhile is 404).
  const area = await findArea(ctx.db, ctx.hotelId, id);
  if (!area) fail('NOT_FOUND', 'AREA_NOT_FOUND');
  return area;
}

export async function createArea(ctx: ScopedDeps, input: z.infer<typeof createAreaInput>): Promise<AreaRow> {
  const row = await refuseTakenName(input.name, () =>
    ctx.db.insertInto('areas').values({ hotel_id: ctx.hotelId, name: input.name }).returning('id').executeTakeFirstOrThrow(),
  );
  return areaOfHotel(ctx, row.id);
}

/** A rename keeps every work order, task and found item of the area: they name it by id. */
export async function renameArea(ctx: ScopedDeps, input: z.infer<typeof renameAreaInput>): Promise<AreaRow> {
  await refuseTakenName(input.name, () =>
    ctx.db.updateTable('areas').set({ name: input.name }).where('id', '=', input.id).where('hotel_id', '=', ctx.hotelId).execute(),
  );
  return areaOfHotel(ctx, input.id);
}

/**
 * Only an area nothing names is deleted. Work orders would cascade away with it (their
 * history lost) and a found item would lose where it was found, so an area in use is refused
 * (409 AREA_IN_USE) rather than archived: renaming it ('Gym (closed)') keeps its history and
 * there is no archived state for every list to learn. The delete itself re-checks in SQL, so
 * a task added meanwhile still stops it.
 */
export async function deleteArea(ctx: ScopedDeps, id: string): Promise<{ success: true }> {
  await areaOfHotel(ctx, id);
  const deleted = await ctx.db
    .deleteFrom('areas as a')
    .where('a.id', '=', id)
    .where('a.hotel_id', '=', ctx.hotelId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('work_orders')
            .select('id')
            .whereRef('area_id', '=', 'a.id')
            .union(selectFrom('recurring_tasks').select('id').whereRef('area_id', '=', 'a.id'))
            .union(selectFrom('lost_items').select('id').whereRef('area_id', '=', 'a.id')),
        ),
      ),
    )
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) fail('CONFLICT', 'AREA_IN_USE');
  return { success: true };
}
