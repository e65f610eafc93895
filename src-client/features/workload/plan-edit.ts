import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { compareRooms } from '../../../src-shared/workload-planner';

/** A plan the manager can change before applying it: who gets which rooms, and what is left. */
export interface EditablePlan {
  assignments: { housekeeperId: string; roomIds: string[] }[];
  unassigned: string[];
}

/** Moves rooms to a housekeeper (or back to unassigned); each list stays in room order. */
export function moveRooms(plan: EditablePlan, roomIds: ReadonlySet<string>, to: string | null, rooms: ReadonlyMap<string, BoardRoom>): EditablePlan {
  const order = (ids: string[]) =>
    ids.sort((a, b) => {
      const ra = rooms.get(a);
      const rb = rooms.get(b);
      return ra && rb ? compareRooms(ra, rb) : a < b ? -1 : 1;
    });
  const keep = (ids: string[]) => ids.filter((id) => !roomIds.has(id));
  const moved = [...roomIds];
  return {
    assignments: plan.assignments.map((a) => ({
      housekeeperId: a.housekeeperId,
      roomIds: a.housekeeperId === to ? order([...keep(a.roomIds), ...moved]) : keep(a.roomIds),
    })),
    unassigned: to === null ? order([...keep(plan.unassigned), ...moved]) : keep(plan.unassigned),
  };
}

export interface PlanLine {
  credits: number;
  floors: number[];
  squareFeet: number;
}

/** What a list of rooms adds up to: credits, floors and square feet. */
export function planLine(roomIds: string[], rooms: ReadonlyMap<string, BoardRoom>, squareFeetOf: (roomTypeId: string | null) => number): PlanLine {
  let credits = 0;
  let squareFeet = 0;
  const floors = new Set<number>();
  for (const id of roomIds) {
    const room = rooms.get(id);
    if (!room) continue;
    credits += room.credits;
    squareFeet += squareFeetOf(room.roomTypeId);
    if (room.floor !== null) floors.add(room.floor);
  }
  return { credits, squareFeet, floors: [...floors].sort((a, b) => a - b) };
}
