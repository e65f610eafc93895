import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { Context, Actor } from '../../trpc/context';
import type { HotelScope } from '../../trpc/hotel-scope';
import type { DayPlan, PlannedRoom } from '../../../src-shared/occupancy.schemas';
import type { CleaningType } from '../../../src-shared/cleaning-types';
import { planDay } from '../../../src-shared/day-plan';
import { statusEffects } from '../../../src-shared/room-effects';
import type { PendingChange } from '../../realtime/change-log.queries';
import { changeRooms, type RoomWriter } from '../../rooms/change-rooms';
import { findRules } from './cleaning-rules.queries';
import { markPlanned, planRows, toPlanInput } from './day-plan.queries';

export type OccupancyDeps = Pick<Context, 'db' | 'bus'> & { actor: Actor } & HotelScope;

/**
 * Applies the day's plan inside the caller's room change (changeRooms, DESIGN §17): the rooms it makes
 * dirty change in one statement (history, one change-log entry, so one live event and one
 * room.updated), by the system's rules, recorded under whoever set it off (null: the
 * periodic pass). `roomIds` limits it to the rooms whose occupancy just changed.
 */
export async function applyDayPlan(
  trx: Transaction<Database>,
  writer: RoomWriter,
  hotelId: string,
  day: string,
  actorId: string | null,
  opts: { roomIds?: string[]; at?: Date } = {},
): Promise<{ rooms: PlannedRoom[]; change: PendingChange | null }> {
  const at = opts.at ?? new Date();
  const rules = await findRules(trx, hotelId);
  const rows = await planRows(trx, hotelId, day, { lock: true, roomIds: opts.roomIds });
  const plan = planDay(rows.map(toPlanInput), rules, day);
  await markPlanned(trx, day, plan.planned, at);
  if (plan.changes.length === 0) return { rooms: [], change: null };
  const types = new Map<string, CleaningType>(plan.changes.map((c) => [c.roomId, c.cleaningType]));
  const locked = rows.filter((r) => types.has(r.room_id));
  const byStatusId = new Map(locked.map((r) => [r.id, types.get(r.room_id)!]));
  const set = statusEffects('system', 'dirty', { actorId, at, currentNotes: null });
  const change = await writer.write(locked, set, { actorId, at, cleaningTypes: byStatusId });
  return { rooms: plan.changes, change };
}

/** POST /api/hotels/{hotelId}/day-plan: the plan previewed, or applied in one transaction. */
export async function dayPlan(ctx: OccupancyDeps, input: { date: string; apply: boolean }): Promise<DayPlan> {
  if (!input.apply) {
    const rows = await planRows(ctx.db, ctx.hotelId, input.date);
    const plan = planDay(rows.map(toPlanInput), await findRules(ctx.db, ctx.hotelId), input.date);
    return { date: input.date, applied: false, rooms: plan.changes };
  }
  const rooms = await changeRooms(ctx, {}, async (trx, _locked, writer) => {
    const result = await applyDayPlan(trx, writer, ctx.hotelId, input.date, ctx.actor.id);
    return { answer: result.rooms, logged: result.change };
  });
  return { date: input.date, applied: true, rooms };
}
