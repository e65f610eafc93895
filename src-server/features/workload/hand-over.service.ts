import crypto from 'node:crypto';
import type { z } from 'zod';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { HandOverResult, reassignInput } from '../../../src-shared/workload.schemas';
import { planWorkload } from '../../../src-shared/workload-planner';
import { fail } from '../../trpc/errors';
import { releaseEffects } from '../../../src-shared/room-effects';
import { changeRooms } from '../../rooms/change-rooms';
import { logChange } from '../../realtime/change-log.queries';
import { hotelToday, onShift, takeOffByHandOver } from '../shift/shift.public';
import { assignedRooms, hotelHousekeepers, namesOf, squareFeetCap, toPlannerRoom, type WorkRow } from './workload.queries';
import { carried, notifyPlan, requireHousekeepers, writePlan, type WorkloadDeps } from './auto-assign.service';
import { roomWork } from './room-work';

type Input = z.infer<typeof reassignInput>;

/** Who takes the rooms: those named, or everyone else on shift today; never the person leaving. */
async function receiversOf(trx: Transaction<Database>, ctx: WorkloadDeps, input: Input): Promise<string[]> {
  const named = input.toHousekeeperIds !== undefined;
  const ids = named ? input.toHousekeeperIds! : await onShift(trx, ctx.hotelId, await hotelToday(trx, ctx.hotelId));
  const to = [...new Set(ids)].filter((id) => id !== input.fromHousekeeperId);
  if (to.length === 0) fail('BAD_REQUEST', named ? 'HAND_OVER_TO_SELF' : 'NOBODY_TO_HAND_OVER_TO');
  await requireHousekeepers(trx, ctx.hotelId, to);
  return to;
}

/**
 * Hand over (DESIGN §13, issue 18): someone goes home. She goes off today's shift; the rooms
 * she has not started go to the others, first to those already on their floors, balanced
 * with what each already has; a started room stays with her, moves too, or goes back to
 * dirty, as the manager chose (moved or released, its clock stops and the history keeps its
 * worked time). Rooms that fit no one under the square-foot cap go back to dirty. The whole
 * of it is one action of the manager's: exactly once, and undone as one (Undo restores every
 * room and her place on the shift).
 */
export function handOver(ctx: WorkloadDeps, input: Input): Promise<HandOverResult> {
  const at = new Date();
  const actionId = input.clientActionId ?? crypto.randomUUID();
  const choice = input.started ?? 'keep';
  const lock = async (trx: Transaction<Database>) => {
    const from = await hotelHousekeepers(trx, ctx.hotelId, [input.fromHousekeeperId]);
    if (!from.has(input.fromHousekeeperId)) fail('BAD_REQUEST', 'HAND_OVER_FROM_UNKNOWN');
    const to = await receiversOf(trx, ctx, input);
    return { to, hers: await assignedRooms(trx, ctx.hotelId, [input.fromHousekeeperId], { lock: true }) };
  };
  return changeRooms(ctx, { clientActionId: actionId, request: input, lock }, async (trx, { to, hers }, writer) => {
    const started = hers.filter((r) => roomWork(r).started);
    const moving = hers.filter((r) => !roomWork(r).started || choice === 'move');
    const plan = planWorkload({
      rooms: moving.map(toPlannerRoom),
      housekeepers: carried(await assignedRooms(trx, ctx.hotelId, to), to.map((id) => ({ id }))),
      maxSquareFeet: await squareFeetCap(trx, ctx.hotelId),
    });
    const released = [...(choice === 'release' ? started : []), ...moving.filter((r) => plan.unassigned.includes(r.room_id))];
    await writer.keepForUndo(ctx.actor.id, actionId, [...moving, ...released].map((r) => r.id));

    const byRoom = new Map(hers.map((r) => [r.room_id, r]));
    const meta = { actorId: ctx.actor.id, at, clientActionId: actionId, keepWorkedTime: true };
    const written = await writePlan(writer, ctx, plan, hers, at, meta);
    written.changes.push(await writer.write(released, releaseEffects(), meta));
    await takeOffByHandOver(trx, ctx.hotelId, await hotelToday(trx, ctx.hotelId), input.fromHousekeeperId, actionId, ctx.actor.id);
    written.changes.push(await logChange(trx, { hotelId: ctx.hotelId, kind: 'shift' }));

    const names = await namesOf(trx, to);
    const numbers = (rows: WorkRow[]) => rows.map((r) => r.room_number);
    const result: HandOverResult = {
      ...plan,
      applied: true,
      actionId,
      receivers: plan.assignments
        .filter((a) => a.roomIds.length > 0)
        .map((a) => ({ housekeeperId: a.housekeeperId, fullName: names.get(a.housekeeperId) ?? '', roomNumbers: a.roomIds.map((id) => byRoom.get(id)!.room_number) })),
      started: {
        moved: choice === 'move' ? numbers(started.filter((r) => !plan.unassigned.includes(r.room_id))) : [],
        released: numbers(released.filter((r) => roomWork(r).started)),
        kept: choice === 'keep' ? numbers(started) : [],
      },
    };
    return { answer: result, logged: written.changes, after: () => notifyPlan(ctx, written) };
  });
}
