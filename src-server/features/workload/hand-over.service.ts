import type { z } from 'zod';
import type { reassignInput, WorkloadPlan } from '../../../src-shared/workload.schemas';
import { planWorkload } from '../../../src-shared/workload-planner';
import { fail } from '../../trpc/errors';
import { writeStatusChanges } from '../room-statuses/room-statuses.queries';
import { assignedRooms, squareFeetCap, toPlannerRoom } from './workload.queries';
import { announcePlan, carried, requireHousekeepers, writePlan, type WorkloadDeps } from './auto-assign.service';
import { roomWork } from './room-work';

/**
 * Hand over (DESIGN §13): someone goes home. The rooms they have not started move to the
 * others, balanced with what each already has; rooms that fit no one under the hotel's
 * square-foot cap go back to dirty and unassigned, so the manager sees them to assign.
 */
export async function handOver(ctx: WorkloadDeps, input: z.infer<typeof reassignInput>): Promise<WorkloadPlan> {
  const to = [...new Set(input.toHousekeeperIds)].filter((id) => id !== input.fromHousekeeperId);
  if (to.length === 0) fail('BAD_REQUEST', 'HAND_OVER_TO_SELF');
  const at = new Date();
  const { plan, written, released } = await ctx.db.transaction().execute(async (trx) => {
    await requireHousekeepers(trx, ctx.hotelId, to);
    const rows = (await assignedRooms(trx, ctx.hotelId, [input.fromHousekeeperId], { lock: true })).filter((r) => !roomWork(r).started);
    const housekeepers = carried(await assignedRooms(trx, ctx.hotelId, to), to.map((id) => ({ id })));
    const plan = planWorkload({ rooms: rows.map(toPlannerRoom), housekeepers, maxSquareFeet: await squareFeetCap(trx, ctx.hotelId) });
    const written = await writePlan(trx, ctx, plan, rows, at);
    const left = rows.filter((r) => plan.unassigned.includes(r.room_id));
    const cleared = { status: 'dirty' as const, assigned_to: null, assigned_at: null, assigned_by: null };
    const released = await writeStatusChanges(trx, left, cleared, { actorId: ctx.actor.id, at });
    return { plan, written, released };
  });
  await announcePlan(ctx, { ...written, changes: [...written.changes, released] });
  return { ...plan, applied: true };
}
