import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { compareRoomNumbers } from '../../../src-shared/room-list';

type AssignedRow = Pick<BoardRoom, 'assignedTo' | 'assignedToName' | 'priority' | 'roomNumber'>;

const names = new Intl.Collator(undefined, { sensitivity: 'base' });

/** The group a row of 'Assigned Rooms' belongs to: its housekeeper ('' for none). */
export const assigneeOf = (room: Pick<BoardRoom, 'assignedTo'>) => room.assignedTo ?? '';

/**
 * 'Assigned Rooms' grouped by housekeeper (issue 13): by name, rooms of nobody last; two people
 * of the same name stay two groups (by id); within a group rush rooms first (DESIGN §12),
 * then room number.
 */
export function compareAssigned(a: AssignedRow, b: AssignedRow): number {
  if (!a.assignedTo !== !b.assignedTo) return a.assignedTo ? -1 : 1;
  return (
    names.compare(a.assignedToName ?? '', b.assignedToName ?? '') ||
    assigneeOf(a).localeCompare(assigneeOf(b)) ||
    Number(b.priority) - Number(a.priority) ||
    compareRoomNumbers(a.roomNumber, b.roomNumber)
  );
}

export function sortAssigned<R extends AssignedRow>(rooms: readonly R[]): R[] {
  return [...rooms].sort(compareAssigned);
}
