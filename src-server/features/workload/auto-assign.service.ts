import type { z } from 'zod';
import type { Transaction } from 'kysely';
import type { Context, Actor } from '../../trpc/context';
import type { Database } from '../../db/types';
import type { HotelScope } from '../../trpc/hotel-scope';
import type { autoAssignInput, AutoAssignResult } from '../../../src-shared/workload.schemas';
import { addWorkLoad, nothingBecause, workLoadOf } from '../../../src-shared/work-load';
import { hotelToday, onShift } from '../shift/shift.public';
import { planWorkload, type Plan, type PlannerHousekeeper, type PlannerRoom } from '../../../src-shared/workload-planner';
import { fail } from '../../trpc/errors';
import { assignEffectsOn } from '../../../src-shared/room-effects';
import { changeRooms, type RoomWriter, type WriteMeta } from '../../rooms/change-rooms';
import { notifyAssignment, type AssignedRoomNews } from '../../push/assignment-push';
import { roomWork } from './room-work';
import { withArrivals } from '../arrivals/arrival-priority';
import type { PendingChange } from '../../realtime/change-log.queries';
import { assignedRooms, hotelHousekeepers, namesOf, plannableRooms, squareFeetCap, toPlannerRoom, type WorkRow } from './workload.queries';

export type WorkloadDeps = Pick<Context, 'db' | 'bus' | 'push'> & { actor: Actor } & HotelScope;
type Executor = Context['db'] | Transaction<Database>;

/** Everyone named must be an approved housekeeper of the hotel (as for a manual assignment). */
export async function requireHousekeepers(db: Executor, hotelId: string, ids: string[]) {
  const found = await hotelHousekeepers(db, hotelId, ids);
  if (ids.some((id) => !found.has(id))) fail('BAD_REQUEST', 'ASSIGNEE_NOT_HOUSEKEEPER');
}

/** What each person already carries: credits, square feet and floors of their assigned rooms still to do. */
export function carried(rows: WorkRow[], housekeepers: { id: string; capacity?: number | null }[]): PlannerHousekeeper[] {
  const load = new Map<string, { credits: number; feet: number; floors: Set<number | null> }>();
  for (const row of rows) {
    const room = toPlannerRoom(row);
    const l = load.get(row.assigned_to!) ?? { credits: 0, feet: 0, floors: new Set() };
    load.set(row.assigned_to!, { credits: l.credits + room.credits, feet: l.feet + room.squareFeet, floors: l.floors.add(room.floor) });
  }
  return housekeepers.map((h) => {
    const l = load.get(h.id);
    return { ...h, load: l?.credits ?? 0, squareFeetLoad: l?.feet ?? 0, floors: [...(l?.floors ?? [])] };
  });
}

/** A plan as the manager edited it: checked against the rooms that can still be planned. */
function editedPlan(rooms: PlannerRoom[], ids: string[], assignments: { housekeeperId: string; roomIds: string[] }[]): Plan {
  const byId = new Map(rooms.map((r) => [r.id, r]));
  const placed = new Set<string>();
  const onShift = new Set(ids);
  for (const a of assignments) {
    if (!onShift.has(a.housekeeperId)) fail('BAD_REQUEST', 'ASSIGNEE_NOT_HOUSEKEEPER');
    for (const id of a.roomIds) {
      if (!byId.has(id) || placed.has(id)) fail('CONFLICT', 'PLAN_OUT_OF_DATE');
      placed.add(id);
    }
  }
  return {
    assignments: assignments.map((a) => {
      const list = a.roomIds.map((id) => byId.get(id)!);
      const floors = [...new Set(list.map((r) => r.floor).filter((f): f is number => f !== null))].sort((x, y) => x - y);
      return { housekeeperId: a.housekeeperId, roomIds: a.roomIds, credits: list.reduce((s, r) => s + r.credits, 0), floors };
    }),
    unassigned: rooms.filter((r) => !placed.has(r.id)).map((r) => r.id),
  };
}

/**
 * Writes a plan: each housekeeper's rooms assigned in one statement of the same transaction
 * (one logged change each, so live boards update, DESIGN §11), each room by assignEffectsOn.
 * Returns the room numbers new to each (and which are rushes), for the pushes after commit.
 */
export async function writePlan(writer: RoomWriter, ctx: WorkloadDeps, plan: Plan, rows: WorkRow[], at: Date, meta: WriteMeta = { actorId: ctx.actor.id, at }) {
  const byRoom = new Map(rows.map((r) => [r.room_id, r]));
  const changes: (PendingChange | null)[] = [];
  const news: { housekeeperId: string; rooms: AssignedRoomNews[] }[] = [];
  for (const a of plan.assignments) {
    if (a.roomIds.length === 0) continue;
    const locked = a.roomIds.map((id) => byRoom.get(id)!);
    changes.push(...(await writer.writeEach(locked, (room) => assignEffectsOn(room, { assigneeId: a.housekeeperId, by: ctx.actor.id, at }), () => meta)));
    const newToThem = locked.filter((r) => r.assigned_to !== a.housekeeperId);
    news.push({ housekeeperId: a.housekeeperId, rooms: newToThem.map((r) => ({ roomNumber: r.room_number, rush: roomWork(r).rush })) });
  }
  return { changes, news };
}

/** After commit: each housekeeper hears of the rooms new to her. */
export function notifyPlan(ctx: WorkloadDeps, written: Awaited<ReturnType<typeof writePlan>>) {
  for (const n of written.news) notifyAssignment(ctx, n.housekeeperId, n.rooms);
}

/** Per person: what they carry before the plan and after it, and why they get nothing if so (issue 18). */
function people(plan: Plan, rooms: PlannerRoom[], carriedRows: WorkRow[], crew: { id: string; capacity: number | null }[], names: Map<string, string>, maxSquareFeet: number | null) {
  const byId = new Map(rooms.map((r) => [r.id, r]));
  const unplaced = plan.unassigned.map((id) => byId.get(id)!);
  return crew.map((h) => {
    const mine = carriedRows.filter((r) => r.assigned_to === h.id).map(toPlannerRoom);
    const before = workLoadOf(mine);
    const added = (plan.assignments.find((a) => a.housekeeperId === h.id)?.roomIds ?? []).map((id) => byId.get(id)!);
    return {
      housekeeperId: h.id,
      fullName: names.get(h.id) ?? '',
      before,
      after: addWorkLoad(before, workLoadOf(added)),
      nothingBecause: nothingBecause({
        newRooms: added.length,
        credits: before.credits,
        squareFeet: mine.reduce((s, r) => s + r.squareFeet, 0),
        capacity: h.capacity,
        maxSquareFeet,
        unplaced,
      }),
    };
  });
}

/**
 * Auto-assign (DESIGN §13): plans the hotel's dirty, unassigned rooms with no open late
 * checkout over the housekeepers named, or everyone on shift today (issue 18). `apply`
 * assigns exactly that plan (or the manager's edit of it) in one transaction.
 */
export async function autoAssign(ctx: WorkloadDeps, input: z.infer<typeof autoAssignInput>): Promise<AutoAssignResult> {
  const ids = input.housekeeperIds ? [...new Set(input.housekeeperIds)] : await onShift(ctx.db, ctx.hotelId, await hotelToday(ctx.db, ctx.hotelId));
  if (ids.length === 0) fail('BAD_REQUEST', 'NOBODY_ON_SHIFT');
  const crew = ids.map((id) => ({ id, capacity: input.capacity?.[id] ?? null }));
  const plan = async (db: Executor, lock: boolean) => {
    await requireHousekeepers(db, ctx.hotelId, ids);
    const rows = await plannableRooms(db, ctx.hotelId, { lock });
    const rooms = await withArrivals(db, ctx.hotelId, rows.map(toPlannerRoom));
    const carriedRows = await assignedRooms(db, ctx.hotelId, ids);
    const maxSquareFeet = await squareFeetCap(db, ctx.hotelId);
    const result =
      input.apply && input.assignments
        ? editedPlan(rooms, ids, input.assignments)
        : planWorkload({ rooms, housekeepers: carried(carriedRows, crew), maxSquareFeet });
    return { rows, plan: result, people: people(result, rooms, carriedRows, crew, await namesOf(db, ids), maxSquareFeet) };
  };
  if (!input.apply) {
    const preview = await plan(ctx.db, false);
    return { ...preview.plan, people: preview.people, applied: false };
  }
  const at = new Date();
  return changeRooms(ctx, { lock: (trx) => plan(trx, true) }, async (_trx, planned, writer) => {
    const written = await writePlan(writer, ctx, planned.plan, planned.rows, at);
    return { answer: { ...planned.plan, people: planned.people, applied: true as const }, logged: written.changes, after: () => notifyPlan(ctx, written) };
  });
}
