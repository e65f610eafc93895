import type { RoomStatus } from '../../../src-shared/room-status';
import type { CleaningType } from '../../../src-shared/cleaning-types';

/**
 * Our statuses as the mapping tables see them: 'out_of_order' is listed already (DESIGN §17),
 * so once the status exists every vendor's table maps it with no further change.
 */
export type MappedStatus = RoomStatus | 'out_of_order';

export interface RoomConditionInput {
  status: MappedStatus;
  cleaningType: CleaningType | null;
  inspectionRequired: boolean;
}

/** A vendor condition, or one chosen by the room's context; null: nothing to push. */
export type MappingRule<C extends string> = C | ((room: RoomConditionInput) => C) | null;
export type MappingTable<C extends string> = Record<MappedStatus, MappingRule<C>>;

export function mapCondition<C extends string>(table: MappingTable<C>, room: RoomConditionInput): C | null {
  const rule = table[room.status];
  return typeof rule === 'function' ? rule(room) : (rule ?? null);
}

/**
 * A vendor's conditions as read back (each room's, by our room number), kept where the
 * vendor's read-back table (in its mapping file, beside ours → theirs) compares them.
 */
export function conditionsReadBack(table: Record<string, string | null>, rooms: [roomNumber: string | undefined, condition: string | undefined][]): Map<string, string> {
  const read = new Map<string, string>();
  for (const [roomNumber, condition] of rooms) {
    const compared = condition !== undefined && Object.hasOwn(table, condition) ? table[condition] : null;
    if (roomNumber && compared) read.set(roomNumber, compared);
  }
  return read;
}
