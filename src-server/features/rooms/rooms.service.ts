import type { z } from 'zod';
import type { addRoomsInput, createRoomInput, RoomView, updateRoomInput } from '../../../src-shared/rooms.schemas';
import { floorOf } from '../../../src-shared/room-list';
import { fail } from '../../trpc/errors';
import { isUniqueViolation } from '../../db/unique-violation';
import type { ScopedDeps, ScopedWriteDeps } from '../hotels/hotel-access';
import { deleteRoomRow, findHotelRooms, findRoom, findTakenNumbers, updateRoomRow } from './rooms.queries';
import { insertRoomsWithStatus } from '../../rooms/new-rooms';
import { announce } from '../../realtime/announce';
import { logChange } from '../../realtime/change-log.queries';

export async function listHotelRooms(ctx: ScopedDeps, hotelId: string): Promise<RoomView[]> {
  return findHotelRooms(ctx.db, hotelId);
}

/** A room the procedure's locator found in the hotel (404 once deleted since). */
export async function getRoom({ db }: ScopedDeps, id: string): Promise<RoomView> {
  const room = await findRoom(db, id);
  if (!room) fail('NOT_FOUND', 'ROOM_NOT_FOUND');
  return room;
}

/** The unique (hotel, number) constraint is the judge, so a race still answers 409. */
async function refuseTakenNumber<T>(roomNumber: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) fail('CONFLICT', 'ROOM_NUMBER_TAKEN', { values: { room: roomNumber ?? '' } });
    throw error;
  }
}

export async function createRoom(ctx: ScopedWriteDeps, input: z.infer<typeof createRoomInput>): Promise<RoomView> {
  const { room, change } = await refuseTakenNumber(input.roomNumber, () =>
    ctx.db.transaction().execute(async (trx) => {
      const floor = input.floor === undefined ? floorOf(input.roomNumber) : input.floor;
      const [room] = await insertRoomsWithStatus(trx, [{ hotel_id: ctx.hotelId, room_number: input.roomNumber, floor }]);
      return { room: room!, change: await logChange(trx, { hotelId: ctx.hotelId, kind: 'rooms', roomIds: [room!.id] }) };
    }),
  );
  announce(ctx, [change]);
  return room;
}

/** Rooms added to an existing hotel, floors derived from their numbers: all or none (issue 13). */
export async function addRooms(ctx: ScopedWriteDeps, input: z.infer<typeof addRoomsInput>): Promise<RoomView[]> {
  const { rooms, change } = await refuseTakenNumber(undefined, () =>
    ctx.db.transaction().execute(async (trx) => {
      const taken = await findTakenNumbers(trx, ctx.hotelId, input.rooms);
      if (taken.length === 1) fail('CONFLICT', 'ROOM_NUMBER_TAKEN', { values: { room: taken[0]! } });
      if (taken.length > 1) fail('CONFLICT', 'ROOMS_ALREADY_EXIST', { values: { rooms: taken.join(', ') } });
      const rooms = await insertRoomsWithStatus(
        trx,
        input.rooms.map((roomNumber) => ({ hotel_id: ctx.hotelId, room_number: roomNumber, floor: floorOf(roomNumber) })),
      );
      return { rooms, change: await logChange(trx, { hotelId: ctx.hotelId, kind: 'rooms', roomIds: rooms.map((r) => r.id) }) };
    }),
  );
  announce(ctx, [change]);
  return rooms;
}

export async function updateRoom(ctx: ScopedWriteDeps, input: z.infer<typeof updateRoomInput>): Promise<RoomView> {
  const room = await getRoom(ctx, input.id);
  const changes: { room_number?: string; floor?: number | null; room_type_id?: string | null } = {};
  if (input.roomNumber !== undefined) changes.room_number = input.roomNumber;
  if (input.floor !== undefined) changes.floor = input.floor;
  // The procedure's locator (withRoomType) found the type in the room's hotel.
  if (input.roomTypeId !== undefined) changes.room_type_id = input.roomTypeId;
  if (Object.keys(changes).length === 0) return room;
  const { updated, change } = await refuseTakenNumber(input.roomNumber, () =>
    ctx.db.transaction().execute(async (trx) => {
      const updated = await updateRoomRow(trx, input.id, changes);
      if (!updated) fail('NOT_FOUND', 'ROOM_NOT_FOUND');
      return { updated, change: await logChange(trx, { hotelId: ctx.hotelId, kind: 'rooms', roomIds: [updated.id] }) };
    }),
  );
  announce(ctx, [change]);
  return updated;
}

/**
 * Deleting a room takes its current state with it: the status record, notes (and their
 * read marks) and late checkouts go by FK cascade. Its history stays: room_status_events
 * keeps the room number and has no FK to rooms, so past daily cleaning reports still
 * count the rooms cleaned before the deletion.
 */
export async function deleteRoom(ctx: ScopedWriteDeps, id: string): Promise<{ success: true }> {
  const room = await getRoom(ctx, id);
  const change = await ctx.db.transaction().execute(async (trx) => {
    const result = await deleteRoomRow(trx, id);
    if (result.numDeletedRows === 0n) fail('NOT_FOUND', 'ROOM_NOT_FOUND');
    return logChange(trx, { hotelId: room.hotelId, kind: 'removed', roomIds: [room.id] });
  });
  announce(ctx, [change]);
  return { success: true };
}
