import type { NothingReason, WorkLoad } from './workload.schemas';

/** What a list of rooms adds up to: how many, their credits and their floors in order. */
export function workLoadOf(rooms: readonly { credits: number; floor: number | null }[]): WorkLoad {
  const floors = new Set<number>();
  for (const r of rooms) if (r.floor !== null) floors.add(r.floor);
  return { rooms: rooms.length, credits: rooms.reduce((s, r) => s + r.credits, 0), floors: [...floors].sort((a, b) => a - b) };
}

/** A load with more rooms on top (a plan's after). */
export function addWorkLoad(before: WorkLoad, more: WorkLoad): WorkLoad {
  return {
    rooms: before.rooms + more.rooms,
    credits: before.credits + more.credits,
    floors: [...new Set([...before.floors, ...more.floors])].sort((a, b) => a - b),
  };
}

/**
 * Why a plan gives someone no room (issue 18), so a manager is not left guessing: a room
 * left unplaced would break their capacity or the hotel's square-foot cap; else every room
 * found a place and there was none left for them.
 */
export function nothingBecause(person: {
  newRooms: number;
  credits: number;
  squareFeet: number;
  capacity: number | null;
  maxSquareFeet: number | null;
  unplaced: readonly { credits: number; squareFeet: number }[];
}): NothingReason | null {
  if (person.newRooms > 0) return null;
  if (person.unplaced.length === 0) return 'no-rooms-left';
  const overCapacity = person.capacity !== null && person.unplaced.every((r) => person.credits + r.credits > person.capacity!);
  if (overCapacity) return 'capacity';
  return person.maxSquareFeet !== null ? 'square-feet-cap' : 'no-rooms-left';
}
