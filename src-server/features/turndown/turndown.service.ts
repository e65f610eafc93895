import type { z } from 'zod';
import type { Context, Actor } from '../../trpc/context';
import type { HotelScope } from '../../trpc/hotel-scope';
import type { setEveningRosterInput, turndownDoneInput, turndownsInput, TurndownList, TurndownRoom } from '../../../src-shared/turndown.schemas';
import { assignTurndowns, turndownWhy } from '../../../src-shared/turndown';
import { compareRoomNumbers } from '../../../src-shared/room-list';
import { fail } from '../../trpc/errors';
import { announce } from '../../realtime/announce';
import { logChange } from '../../realtime/change-log.queries';
import { hotelHousekeepers } from '../workload/workload.public';
import { hotelToday } from '../shift/shift.public';
import { findRules } from '../occupancy/occupancy.public';
import { withClientAction } from '../../rooms/client-actions';
import { changeTime } from '../../rooms/change-time';
import { eveningRoster, recordTurndown, replaceEveningRoster, tonightRows } from './turndown.queries';
import { logTurndownDone } from './turndown-history';

type ReadDeps = Pick<Context, 'db'> & { actor: Actor } & HotelScope;
type WriteDeps = Pick<Context, 'db' | 'bus'> & { actor: Actor } & HotelScope;

/**
 * Tonight's turndown list (issue 32), planned on every read from the night's occupancy by
 * the hotel's rule and shared among the evening roster: nobody types it. A housekeeper sees
 * her own rooms (and those she did), the manager all of them.
 */
/** `onlyFor`: the one attendant whose rooms are shown (the procedure decides who sees the whole list). */
export async function tonight(ctx: ReadDeps, input: z.infer<typeof turndownsInput>, onlyFor: string | null = null): Promise<TurndownList> {
  const date = input.date ?? (await hotelToday(ctx.db, ctx.hotelId));
  const [rules, rows, roster] = await Promise.all([findRules(ctx.db, ctx.hotelId), tonightRows(ctx.db, ctx.hotelId, date), eveningRoster(ctx.db, ctx.hotelId, date)]);
  const planned = rows.flatMap((row) => {
    const why = turndownWhy({ stay: row.stay, vip: row.vip, turndownRequested: row.turndown_requested }, rules.turndownRule);
    return why ? [{ row, why }] : [];
  });
  const names = new Map(roster.map((m) => [m.housekeeperId, m.fullName]));
  const assigned = assignTurndowns(
    planned.map(({ row }) => ({ roomId: row.room_id, roomNumber: row.room_number, floor: row.floor, credits: Number(row.credits) })),
    roster.map((m) => m.housekeeperId),
  );
  let rooms: TurndownRoom[] = planned
    .map(({ row, why }) => {
      const assignedTo = assigned.get(row.room_id) ?? null;
      return {
        roomId: row.room_id,
        roomNumber: row.room_number,
        floor: row.floor,
        why,
        vip: row.vip,
        credits: Number(row.credits),
        assignedTo,
        assignedToName: assignedTo ? (names.get(assignedTo) ?? null) : null,
        doneBy: row.done_by,
        doneAt: row.done_at ? new Date(row.done_at).toISOString() : null,
      };
    })
    .sort((a, b) => compareRoomNumbers(a.roomNumber, b.roomNumber));
  const mine = onlyFor;
  if (mine) rooms = rooms.filter((r) => r.assignedTo === mine || r.doneBy === mine);
  return {
    hotelId: ctx.hotelId,
    date,
    rule: rules.turndownRule,
    roster: mine ? roster.filter((m) => m.housekeeperId === mine) : roster,
    rooms,
  };
}

/** The manager's evening roster: exactly these housekeepers work tonight's turndowns. */
export async function setEveningRoster(ctx: WriteDeps, input: z.infer<typeof setEveningRosterInput>): Promise<TurndownList> {
  const ids = [...new Set(input.housekeeperIds)];
  const date = input.date ?? (await hotelToday(ctx.db, ctx.hotelId));
  const change = await ctx.db.transaction().execute(async (trx) => {
    const found = await hotelHousekeepers(trx, ctx.hotelId, ids);
    if (ids.some((id) => !found.has(id))) fail('BAD_REQUEST', 'SHIFT_MEMBER_NOT_HOUSEKEEPER');
    await replaceEveningRoster(trx, ctx.hotelId, date, ids, ctx.actor.id);
    // A roster change: the turndown lists on screen (the Plan panel, the phones) refetch (DESIGN §11).
    return logChange(trx, { hotelId: ctx.hotelId, kind: 'turndowns' });
  });
  announce(ctx, [change]);
  return tonight(ctx, { hotelId: ctx.hotelId, date });
}

type TurndownDone = { roomId: string; date: string };

/**
 * A turndown done, the night of the tap in the hotel (a phone offline at 23:50 that syncs after
 * midnight records the night it was done): whoever says so did it; the first word stands.
 * Exactly once per device action (DESIGN §6): a replay of its clientActionId is answered what
 * the first was and records nothing (no second history row, no second change).
 */
export async function turndownDone(ctx: WriteDeps, input: z.infer<typeof turndownDoneInput>): Promise<TurndownDone> {
  const at = changeTime(input.doneAt);
  const date = await hotelToday(ctx.db, ctx.hotelId, at);
  const result = await ctx.db.transaction().execute(async (trx) => {
    const action = { userId: ctx.actor.id, clientActionId: input.clientActionId, request: { turndown: input.roomId, doneAt: input.doneAt ?? null } };
    const claimed = await withClientAction(
      trx,
      action,
      async () => {
        const recorded = await recordTurndown(trx, ctx.hotelId, input.roomId, date, ctx.actor.id, at);
        if (!recorded) return { answer: { roomId: input.roomId, date }, change: null };
        await logTurndownDone(trx, input.roomId, { actorId: ctx.actor.id, at });
        return { answer: { roomId: input.roomId, date }, change: await logChange(trx, { hotelId: ctx.hotelId, kind: 'turndowns' }) };
      },
      (done) => done.answer,
    );
    return claimed.replayed ? { answer: claimed.replay as TurndownDone, change: null } : claimed.done;
  });
  announce(ctx, [result.change]);
  return result.answer;
}
