import type { GridRoom } from './board-model';

export interface HousekeeperProgress {
  housekeeperId: string;
  name: string;
  /** Rooms still assigned to them, in board order. */
  toDo: GridRoom[];
  /** Rooms they cleaned today (hotel day) that are still clean or updated in the PMS. */
  done: number;
  inProgress: number;
  deferred: number;
}

interface Person {
  id: string;
  fullName: string;
  alias: string | null;
}

/**
 * 'Assigned' grouped by housekeeper, with how far each one's shift has got: rooms cleaned
 * since the hotel's day began against rooms still to do. Housekeepers with nothing to do
 * and nothing done today are left out; the busiest (most to do) come first.
 */
export function shiftProgress(rooms: readonly GridRoom[], people: readonly Person[], dayStart: number): HousekeeperProgress[] {
  const byId = new Map<string, HousekeeperProgress>();
  const names = new Map(people.map((p) => [p.id, p.alias ? `${p.fullName} (${p.alias})` : p.fullName]));
  const entry = (id: string, fallback: string | null) => {
    let progress = byId.get(id);
    if (!progress) {
      progress = {
        housekeeperId: id,
        name: names.get(id) ?? fallback ?? id,
        toDo: [],
        done: 0,
        inProgress: 0,
        deferred: 0,
      };
      byId.set(id, progress);
    }
    return progress;
  };
  for (const room of rooms) {
    if (room.status === 'assigned' && room.assignedTo) {
      const progress = entry(room.assignedTo, room.assignedToName);
      progress.toDo.push(room);
      if (room.timer) progress.inProgress += 1;
      if (room.deferral) progress.deferred += 1;
    } else if ((room.status === 'clean' || room.status === 'inspected' || room.status === 'pms_updated') && room.cleanedBy && room.cleanedAt) {
      if (Date.parse(room.cleanedAt) < dayStart) continue;
      // Only housekeepers: a manager's or the front desk's own Clean is not anyone's shift.
      if (!names.has(room.cleanedBy) && !byId.has(room.cleanedBy)) continue;
      entry(room.cleanedBy, null).done += 1;
    }
  }
  return [...byId.values()].sort((a, b) => b.toDo.length - a.toDo.length || a.name.localeCompare(b.name));
}
