import type { Transaction } from 'kysely';
import type { Database, OccupancySourceValue } from '../../db/types';
import type { OccupancyEntry, OccupancyRoom } from '../../../src-shared/occupancy.schemas';
import type { z } from 'zod';
import type { occupancyWritten } from '../../../src-shared/occupancy.schemas';
import { hotelDate } from '../../../src-shared/hotel-time';
import { fail } from '../../trpc/errors';
import { changeRooms } from '../../rooms/change-rooms';
import { logChange } from '../../realtime/change-log.queries';
import { findRules } from './cleaning-rules.queries';
import { hotelTimezone, listDay, replaceDay, roomsByNumber } from './occupancy.queries';
import { applyDayPlan, type OccupancyDeps } from './day-plan.service';

/** How many unknown room numbers an error names; the rest are counted. */
const NAMED_IN_ERROR = 50;

export async function getOccupancy(ctx: OccupancyDeps, date: string): Promise<{ date: string; rooms: OccupancyRoom[] }> {
  return { date, rooms: await listDay(ctx.db, ctx.hotelId, date) };
}

export function unknownRoomsMessage(unknown: string[]): string {
  const named = unknown.slice(0, NAMED_IN_ERROR).join(', ');
  return unknown.length > NAMED_IN_ERROR ? `${named} and ${unknown.length - NAMED_IN_ERROR} more` : named;
}

/**
 * Writes a whole day of occupancy (DESIGN §17), from the API or an import: every room must
 * be the hotel's, or nothing is stored. When the hotel applies its plan automatically and
 * the day is today, the rooms whose occupancy changed are planned again in the same
 * transaction. `unknown` answers the rooms that are not the hotel's (the API and the CSV
 * name them differently); `alsoInTransaction` is the import's saved mapping.
 */
export async function writeOccupancyDay(
  // No actor: a PMS connector's pull, the system's own (DESIGN §17).
  ctx: Omit<OccupancyDeps, 'actor'> & { actor: OccupancyDeps['actor'] | null },
  date: string,
  entries: OccupancyEntry[],
  source: OccupancySourceValue,
  opts: { unknown: (numbers: Set<string>) => never; alsoInTransaction?: (trx: Transaction<Database>) => Promise<void> },
): Promise<z.infer<typeof occupancyWritten>> {
  const at = new Date();
  // Through the room change path: the plan may make rooms dirty (the system's, under whoever wrote the day).
  const plan = await changeRooms({ db: ctx.db, bus: ctx.bus }, {}, async (trx, _locked, writer) => {
    const ids = await roomsByNumber(trx, ctx.hotelId, entries.map((e) => e.roomNumber));
    const unknown = new Set(entries.filter((e) => !ids.has(e.roomNumber)).map((e) => e.roomNumber));
    if (unknown.size > 0) opts.unknown(unknown);
    const changed = await replaceDay(trx, ctx.hotelId, date, entries.map((e) => ({ ...e, roomId: ids.get(e.roomNumber)! })), source, at);
    await opts.alsoInTransaction?.(trx);
    if (changed.length === 0) return { answer: null, logged: [] };
    // For integrations: occupancy.updated, with the rooms whose occupancy changed (DESIGN §14, §17).
    const logged = await logChange(trx, { hotelId: ctx.hotelId, kind: 'occupancy', roomIds: changed, event: { type: 'occupancy.updated', day: date } });
    const rules = await findRules(trx, ctx.hotelId);
    const today = hotelDate(await hotelTimezone(trx, ctx.hotelId), at);
    if (!rules.autoApply || date !== today) return { answer: null, logged: [logged] };
    const applied = await applyDayPlan(trx, writer, ctx.hotelId, date, ctx.actor?.id ?? null, { roomIds: changed, at });
    return { answer: applied.rooms, logged: [logged, applied.change] };
  });
  return { date, count: entries.length, plan: plan ? { date, applied: true, rooms: plan } : null };
}

/** PUT /api/hotels/{hotelId}/occupancy?date=: room numbers not of the hotel are listed in the 400. */
export function putOccupancy(ctx: OccupancyDeps, input: { date: string; rooms: OccupancyEntry[] }) {
  return writeOccupancyDay(ctx, input.date, input.rooms, 'api', {
    unknown: (numbers) => fail('BAD_REQUEST', 'UNKNOWN_ROOM_NUMBERS', { values: { rooms: unknownRoomsMessage([...numbers]) } }),
  });
}
