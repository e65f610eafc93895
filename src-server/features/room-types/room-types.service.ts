import type { z } from 'zod';
import type {
  createRoomTypeInput,
  RoomType,
  setRoomTypeByNumbersInput,
  setRoomTypeInput,
  updateRoomTypeInput,
} from '../../../src-shared/workload.schemas';
import type { ScopedDeps, ScopedWriteDeps } from '../hotels/hotel-access';
import { fail } from '../../trpc/errors';
import { isUniqueViolation } from '../../db/unique-violation';
import { announce } from '../../realtime/announce';
import { logChange } from '../../realtime/change-log.queries';
import { parseRoomNumbers } from '../../../src-shared/room-numbers';
import { findRoomType, findRoomTypes, roomIdsOfType } from './room-types.queries';

export function listRoomTypes(ctx: ScopedDeps): Promise<RoomType[]> {
  return findRoomTypes(ctx.db, ctx.hotelId);
}

/** The (hotel, lower(name)) index is the judge, so a race still answers 409. */
async function refuseTakenName<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) fail('CONFLICT', 'ROOM_TYPE_NAME_TAKEN', { values: { name: name ?? '' } });
    throw error;
  }
}

/** A type the procedure's locator found in the hotel (byRoomTypeId, withRoomType): 404 once deleted since. */
async function typeOfHotel(ctx: ScopedDeps, id: string): Promise<RoomType> {
  const type = await findRoomType(ctx.db, id);
  if (!type) fail('NOT_FOUND', 'ROOM_TYPE_NOT_FOUND');
  return type;
}

export async function createRoomType(ctx: ScopedWriteDeps, input: z.infer<typeof createRoomTypeInput>): Promise<RoomType> {
  const row = await refuseTakenName(input.name, () =>
    ctx.db
      .insertInto('room_types')
      .values({
        hotel_id: ctx.hotelId,
        name: input.name,
        credits_departure: input.credits.departure,
        credits_stayover: input.credits.stayover,
        credits_touch_up: input.credits.touchUp,
        ...(input.credits.turndown !== undefined ? { credits_turndown: input.credits.turndown } : {}),
        square_feet: input.squareFeet,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return typeOfHotel(ctx, row.id);
}

/** New credits change the board rows of every room of the type: one live change for all of them. */
export async function updateRoomType(ctx: ScopedWriteDeps, input: z.infer<typeof updateRoomTypeInput>): Promise<RoomType> {
  await typeOfHotel(ctx, input.id);
  const set = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.credits
      ? {
          credits_departure: input.credits.departure,
          credits_stayover: input.credits.stayover,
          credits_touch_up: input.credits.touchUp,
          ...(input.credits.turndown !== undefined ? { credits_turndown: input.credits.turndown } : {}),
        }
      : {}),
    ...(input.squareFeet !== undefined ? { square_feet: input.squareFeet } : {}),
  };
  if (Object.keys(set).length === 0) return typeOfHotel(ctx, input.id);
  const change = await refuseTakenName(input.name, () =>
    ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('room_types').set(set).where('id', '=', input.id).where('hotel_id', '=', ctx.hotelId).execute();
      if (!input.credits) return null;
      return logChange(trx, { hotelId: ctx.hotelId, kind: 'rooms', roomIds: await roomIdsOfType(trx, input.id) });
    }),
  );
  announce(ctx, [change]);
  return typeOfHotel(ctx, input.id);
}

/** Its rooms go back to the default credits (the foreign key sets them to no type). */
export async function deleteRoomType(ctx: ScopedWriteDeps, id: string): Promise<{ success: true }> {
  await typeOfHotel(ctx, id);
  const change = await ctx.db.transaction().execute(async (trx) => {
    const roomIds = await roomIdsOfType(trx, id);
    await trx.deleteFrom('room_types').where('id', '=', id).where('hotel_id', '=', ctx.hotelId).execute();
    return roomIds.length > 0 ? logChange(trx, { hotelId: ctx.hotelId, kind: 'rooms', roomIds }) : null;
  });
  announce(ctx, [change]);
  return { success: true };
}

async function setTypeOf(ctx: ScopedWriteDeps, where: { roomIds?: string[]; roomNumbers?: string[] }, roomTypeId: string | null) {
  const typeId = roomTypeId;
  const { rooms, change } = await ctx.db.transaction().execute(async (trx) => {
    let q = trx.updateTable('rooms').set({ room_type_id: typeId }).where('hotel_id', '=', ctx.hotelId);
    if (where.roomIds) q = q.where('id', 'in', where.roomIds);
    if (where.roomNumbers) q = q.where('room_number', 'in', where.roomNumbers);
    const rooms = await q.returning(['id', 'room_number']).execute();
    if (rooms.length === 0) fail('NOT_FOUND', where.roomNumbers ? 'NO_MATCHING_ROOMS' : 'ROOM_NOT_FOUND');
    return { rooms, change: await logChange(trx, { hotelId: ctx.hotelId, kind: 'rooms', roomIds: rooms.map((r) => r.id) }) };
  });
  announce(ctx, [change]);
  return { count: rooms.length, roomNumbers: rooms.map((r) => r.room_number) };
}

/** PATCH /api/rooms/{id} { roomTypeId }, for one room or several of one hotel. */
export function setRoomType(ctx: ScopedWriteDeps, input: z.infer<typeof setRoomTypeInput>) {
  return setTypeOf(ctx, { roomIds: [...new Set(input.roomIds)] }, input.roomTypeId);
}

/** 'Rooms 101-120 are Queen': the room-number list of bulk actions (src-shared/room-numbers). */
export function setRoomTypeByNumbers(ctx: ScopedWriteDeps, input: z.infer<typeof setRoomTypeByNumbersInput>) {
  const parsed = parseRoomNumbers(input.roomNumbers);
  if (!parsed.ok) fail('BAD_REQUEST', parsed.reason, { values: parsed.values });
  return setTypeOf(ctx, { roomNumbers: parsed.numbers }, input.roomTypeId);
}
