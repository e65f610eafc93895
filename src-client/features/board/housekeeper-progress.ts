import { shiftProgress, type HousekeeperProgress, type ShiftOptions } from '../../../src-shared/shift-progress';
import type { GridRoom } from './board-model';

interface Person {
  id: string;
  fullName: string;
  alias: string | null;
}

export interface NamedProgress extends HousekeeperProgress<GridRoom> {
  name: string;
}

/**
 * The board's 'Assigned by housekeeper': the shift model, named. The hotel's housekeepers
 * with anything to do or done today, and anyone else still holding rooms (named from the
 * rows); a manager's or the front desk's own Clean is nobody's shift. Busiest first.
 */
export function progressByHousekeeper(rooms: readonly GridRoom[], people: readonly Person[], opts: ShiftOptions): NamedProgress[] {
  const names = new Map(people.map((p) => [p.id, p.alias ? `${p.fullName} (${p.alias})` : p.fullName]));
  const out: NamedProgress[] = [];
  for (const progress of shiftProgress(rooms, opts).values()) {
    const name = names.get(progress.housekeeperId) ?? (progress.toDo.length > 0 ? (progress.toDo[0]!.assignedToName ?? progress.housekeeperId) : null);
    if (name !== null) out.push({ ...progress, name });
  }
  return out.sort((a, b) => b.toDo.length - a.toDo.length || a.name.localeCompare(b.name));
}
