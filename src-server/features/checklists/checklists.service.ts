import type { z } from 'zod';
import type { Checklist, createChecklistInput, moveChecklistInput, updateChecklistInput } from '../../../src-shared/checklists.schemas';
import { checklistFor } from '../../../src-shared/inspection-score';
import type { ScopedDeps } from '../hotels/hotel-access';
import { fail } from '../../trpc/errors';
import { findChecklist, findChecklists } from './checklists.queries';

/** DESIGN §20: a hotel's checklists, in the hotel's own words (managers and admins set them up). */
export function listChecklists(ctx: ScopedDeps): Promise<Checklist[]> {
  return findChecklists(ctx.db, ctx.hotelId);
}

/** Room types named must be the hotel's own: another hotel's id is answered as not found. */
async function requireRoomTypes(ctx: ScopedDeps, ids: string[] | undefined) {
  if (!ids || ids.length === 0) return;
  const unique = [...new Set(ids)];
  const found = await ctx.db.selectFrom('room_types').select('id').where('hotel_id', '=', ctx.hotelId).where('id', 'in', unique).execute();
  if (found.length !== unique.length) fail('NOT_FOUND', 'ROOM_TYPE_NOT_FOUND');
}

export async function createChecklist(ctx: ScopedDeps, input: z.infer<typeof createChecklistInput>): Promise<Checklist> {
  await requireRoomTypes(ctx, input.roomTypeIds);
  const last = await ctx.db.selectFrom('checklists').select((eb) => eb.fn.max('position').as('max')).where('hotel_id', '=', ctx.hotelId).executeTakeFirst();
  const row = await ctx.db
    .insertInto('checklists')
    .values({
      hotel_id: ctx.hotelId,
      name: input.name,
      room_type_ids: [...new Set(input.roomTypeIds)],
      cleaning_types: [...new Set(input.cleaningTypes)],
      items: JSON.stringify(input.items),
      pass_mark: input.passMark,
      position: (last?.max ?? -1) + 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findChecklist(ctx.db, row.id))!;
}

export async function updateChecklist(ctx: ScopedDeps, input: z.infer<typeof updateChecklistInput>): Promise<Checklist> {
  await requireRoomTypes(ctx, input.roomTypeIds);
  const row = await ctx.db
    .updateTable('checklists')
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.roomTypeIds !== undefined ? { room_type_ids: [...new Set(input.roomTypeIds)] } : {}),
      ...(input.cleaningTypes !== undefined ? { cleaning_types: [...new Set(input.cleaningTypes)] } : {}),
      ...(input.items !== undefined ? { items: JSON.stringify(input.items) } : {}),
      ...(input.passMark !== undefined ? { pass_mark: input.passMark } : {}),
      ...(input.position !== undefined ? { position: input.position } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', input.id)
    .where('hotel_id', '=', ctx.hotelId)
    .returning('id')
    .executeTakeFirst();
  if (!row) fail('NOT_FOUND', 'CHECKLIST_NOT_FOUND');
  return (await findChecklist(ctx.db, row.id))!;
}

export async function deleteChecklist(ctx: ScopedDeps, id: string): Promise<{ success: true }> {
  // Past inspections keep their results (checklist_id set null, the items copied in each row).
  const row = await ctx.db.deleteFrom('checklists').where('id', '=', id).where('hotel_id', '=', ctx.hotelId).returning('id').executeTakeFirst();
  if (!row) fail('NOT_FOUND', 'CHECKLIST_NOT_FOUND');
  return { success: true };
}

/**
 * One place up or down in the hotel's list (issue 31): the list's order is the order in which a
 * room's checklist is chosen (checklistFor: the first naming the room's type, else the first for
 * every type). The hotel's lists are numbered 0, 1, 2… again in their order as it stands (rows
 * with the same position, as the migration's default left them, keep their order by creation),
 * then the two swap. At either end nothing moves: the answer is the list as it is. Moves of one
 * hotel wait for each other (its row locked), so two at once never leave two lists at one place.
 */
export async function moveChecklist(ctx: ScopedDeps, input: z.infer<typeof moveChecklistInput>): Promise<Checklist[]> {
  return ctx.db.transaction().execute(async (trx) => {
    await trx.selectFrom('hotels').select('id').where('id', '=', ctx.hotelId).forNoKeyUpdate().executeTakeFirst();
    const order = (await findChecklists(trx, ctx.hotelId)).map((c) => c.id);
    const from = order.indexOf(input.id);
    if (from < 0) fail('NOT_FOUND', 'CHECKLIST_NOT_FOUND');
    const to = from + input.by;
    if (to < 0 || to >= order.length) return findChecklists(trx, ctx.hotelId);
    [order[from], order[to]] = [order[to]!, order[from]!];
    for (const [position, id] of order.entries()) {
      await trx.updateTable('checklists').set({ position }).where('id', '=', id).where('position', '!=', position).execute();
    }
    return findChecklists(trx, ctx.hotelId);
  });
}

/** The checklist a room is inspected against now (its type and cleaning type), the hotel's self-check setting and what its attendant ticked. */
export async function roomChecklist(ctx: ScopedDeps, roomId: string) {
  const room = await ctx.db
    .selectFrom('rooms as r')
    .innerJoin('room_statuses as s', 's.room_id', 'r.id')
    .innerJoin('hotels as h', 'h.id', 'r.hotel_id')
    .select(['r.room_type_id', 's.cleaning_type', 's.self_checked', 'h.self_check'])
    .where('r.id', '=', roomId)
    .executeTakeFirst();
  if (!room) fail('NOT_FOUND', 'ROOM_NOT_FOUND');
  const checklist = checklistFor(await findChecklists(ctx.db, ctx.hotelId), { roomTypeId: room.room_type_id, cleaningType: room.cleaning_type });
  return { checklist, selfCheck: room.self_check, selfChecked: room.self_checked ?? null };
}

/** The attendant's self-check lists (DESIGN §20): none while the hotel's setting is off; her phone picks the room's with checklistFor. */
export async function selfCheckLists(ctx: ScopedDeps): Promise<{ selfCheck: boolean; checklists: Checklist[] }> {
  const hotel = await ctx.db.selectFrom('hotels').select('self_check').where('id', '=', ctx.hotelId).executeTakeFirstOrThrow();
  return { selfCheck: hotel.self_check, checklists: hotel.self_check ? await findChecklists(ctx.db, ctx.hotelId) : [] };
}
