import { compareRoomNumbers } from '../../../src-shared/room-list';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Hotels and people in alphabetical order (numbers in names compare as numbers). */
export function byName<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => collator.compare(a.name, b.name));
}

/** Rooms in numeric order: 2 before 10 (spec §9). */
export function byRoomNumber<T extends { roomNumber: string }>(rooms: readonly T[]): T[] {
  return [...rooms].sort((a, b) => compareRoomNumbers(a.roomNumber, b.roomNumber));
}
