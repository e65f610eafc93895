import type { z } from 'zod';
import type { Context, Actor } from '../../trpc/context';
import type { HotelScope } from '../../trpc/hotel-scope';
import type { setShiftInput, shiftInput, ShiftRoster } from '../../../src-shared/shift.schemas';
import { fail } from '../../trpc/errors';
import { announce } from '../../realtime/announce';
import { logChange } from '../../realtime/change-log.queries';
import { hotelHousekeepers } from '../workload/workload.public';
import { hotelToday, listShift, setOthersOff, setStates } from './shift.queries';

type Deps = Pick<Context, 'db' | 'bus'> & { actor: Actor } & HotelScope;

/** The roster of a day, today at the hotel unless named (issue 18). */
export async function getShift(ctx: Pick<Context, 'db'> & HotelScope, input: z.infer<typeof shiftInput>): Promise<ShiftRoster> {
  const date = input.date ?? (await hotelToday(ctx.db, ctx.hotelId));
  return { hotelId: ctx.hotelId, date, members: await listShift(ctx.db, ctx.hotelId, date) };
}

/**
 * The manager's roster: exactly the housekeepers named are on shift that day, everyone
 * else who had a word (proposed, on) is off. Logged as a 'shift' change so other
 * managers' screens refetch the roster (DESIGN §11).
 */
export async function setShift(ctx: Deps, input: z.infer<typeof setShiftInput>): Promise<ShiftRoster> {
  const ids = [...new Set(input.housekeeperIds)];
  const date = input.date ?? (await hotelToday(ctx.db, ctx.hotelId));
  const change = await ctx.db.transaction().execute(async (trx) => {
    const found = await hotelHousekeepers(trx, ctx.hotelId, ids);
    if (ids.some((id) => !found.has(id))) fail('BAD_REQUEST', 'SHIFT_MEMBER_NOT_HOUSEKEEPER');
    await setStates(trx, ctx.hotelId, date, ids, 'on', ctx.actor.id);
    await setOthersOff(trx, ctx.hotelId, date, ids, ctx.actor.id);
    return logChange(trx, { hotelId: ctx.hotelId, kind: 'shift' });
  });
  announce(ctx, [change]);
  return { hotelId: ctx.hotelId, date, members: await listShift(ctx.db, ctx.hotelId, date) };
}
