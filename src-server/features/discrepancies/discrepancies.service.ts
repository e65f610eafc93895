import type { z } from 'zod';
import type { Context, Actor } from '../../trpc/context';
import type { HotelScope } from '../../trpc/hotel-scope';
import { fail } from '../../trpc/errors';
import { announce } from '../../realtime/announce';
import { logChange } from '../../realtime/change-log.queries';
import { hotelDate } from '../../../src-shared/hotel-time';
import {
  classifyFinding,
  type Discrepancy,
  type recordFindingInput,
  type resolveDiscrepancyInput,
} from '../../../src-shared/discrepancies.schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { withClientAction } from '../../rooms/client-actions';
import { changeTime } from '../../rooms/change-time';
import { findDiscrepancy, listDiscrepancies } from './discrepancies.queries';

type Deps = Pick<Context, 'db' | 'bus'> & { actor: Actor } & HotelScope;

/**
 * A housekeeper's finding (DESIGN §17), through the phone's exactly-once queue: compared with
 * the day's occupancy (hotel-local day of the finding) and kept with what it makes of it.
 * A sleep or a skip is a discrepancy (webhook discrepancy.created); DND is kept and shown,
 * but is none. Every finding updates the desk's queue live.
 */
export async function recordFinding(ctx: Deps, input: z.infer<typeof recordFindingInput>): Promise<Discrepancy> {
  const at = changeTime(input.foundAt);
  const result = await ctx.db.transaction().execute(async (trx) => {
    const action = { userId: ctx.actor.id, clientActionId: input.clientActionId, request: { ...input, clientActionId: undefined, foundAt: undefined } };
    const claimed = await withClientAction(trx, action, () => record(trx), (done) => done.answer);
    return claimed.replayed ? { replay: claimed.replay as Discrepancy, change: null } : { replay: null, ...claimed.done };
  });
  if (result.replay) return result.replay;
  announce(ctx, [result.change]);
  return result.answer!;

  async function record(trx: Transaction<Database>) {
    const hotel = await trx.selectFrom('hotels').select('timezone').where('id', '=', ctx.hotelId).executeTakeFirstOrThrow();
    const day = hotelDate(hotel.timezone, at);
    const occupancy = await trx
      .selectFrom('room_occupancy')
      .select('occupied')
      .where('room_id', '=', input.roomId)
      .where('day', '=', day)
      .executeTakeFirst();
    const pmsOccupied = occupancy?.occupied ?? null;
    const kind = classifyFinding(input.found, pmsOccupied);
    const row = await trx
      .insertInto('room_discrepancies')
      .values({
        hotel_id: ctx.hotelId,
        room_id: input.roomId,
        day,
        found: input.found,
        pms_occupied: pmsOccupied,
        kind,
        found_by: ctx.actor.id,
        found_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const change = await logChange(trx, {
      hotelId: ctx.hotelId,
      kind: 'discrepancies',
      roomIds: [input.roomId],
      ...(kind ? { event: { type: 'discrepancy.created' as const, subjectId: row.id, day } } : {}),
    });
    const answer = (await findDiscrepancy(trx, row.id))!;
    return { answer, change };
  }
}

export async function discrepanciesOfDay(ctx: Deps, day: string): Promise<Discrepancy[]> {
  return listDiscrepancies(ctx.db, ctx.hotelId, day);
}

/** The desk (or a manager) says what was done about it; once. Webhook discrepancy.resolved. */
export async function resolveDiscrepancy(ctx: Deps, input: z.infer<typeof resolveDiscrepancyInput>): Promise<Discrepancy> {
  const change = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('room_discrepancies')
      .select(['id', 'room_id', 'resolved_at', 'kind', 'day'])
      .where('id', '=', input.id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) fail('NOT_FOUND', 'DISCREPANCY_NOT_FOUND');
    if (row.resolved_at) fail('CONFLICT', 'DISCREPANCY_RESOLVED');
    await trx
      .updateTable('room_discrepancies')
      .set({ resolved_at: new Date(), resolved_by: ctx.actor.id, resolution_note: input.note })
      .where('id', '=', input.id)
      .execute();
    return logChange(trx, {
      hotelId: ctx.hotelId,
      kind: 'discrepancies',
      roomIds: [row.room_id],
      event: { type: 'discrepancy.resolved', subjectId: row.id },
    });
  });
  announce(ctx, [change]);
  return (await findDiscrepancy(ctx.db, input.id))!;
}
