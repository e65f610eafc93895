import { describe, expect, it } from 'vitest';
import { nextLastChange, staleChangeReason, type RoomForStaleCheck } from './stale-change';

const HANA = 'hana';
const MIA = 'mia-manager';
const OLA = 'ola';

/** A room at version 1, changed by each actor in turn, stamped as the server stamps it. */
function changedBy(assignedTo: string | null, ...actors: string[]): RoomForStaleCheck {
  let room: RoomForStaleCheck = { version: 1, assignedTo, lastChange: { actorId: null, version: null, since: null } };
  for (const actor of actors) room = { ...room, lastChange: nextLastChange(room, actor), version: room.version + 1 };
  return room;
}

describe('staleChangeReason (DESIGN §6)', () => {
  it('lets through a change tapped at the current version, or with none (API clients of before)', () => {
    expect(staleChangeReason(changedBy(HANA, MIA), 2, HANA)).toBeNull();
    expect(staleChangeReason(changedBy(HANA, MIA, MIA), undefined, HANA)).toBeNull();
  });

  it("does not count the phone's own later changes, however many", () => {
    expect(staleChangeReason(changedBy(HANA, HANA, HANA, HANA), 1, HANA)).toBeNull();
    expect(staleChangeReason(changedBy(HANA, MIA, HANA, HANA), 2, HANA)).toBeNull();
  });

  it('refuses when anyone else changed the room since the tap, even back to what the phone saw (ABA)', () => {
    expect(staleChangeReason(changedBy(HANA, MIA, MIA), 1, HANA)).toBe('ROOM_MOVED_ON');
    expect(staleChangeReason(changedBy(HANA, HANA, MIA, HANA), 1, HANA)).toBe('ROOM_MOVED_ON');
    expect(staleChangeReason(changedBy(OLA, MIA), 1, HANA)).toBe('ROOM_REASSIGNED');
  });

  it('trusts no stamp the row has moved past, and no version the room never had', () => {
    const stamped = changedBy(HANA, HANA);
    // A writer that raised the version without stamping: someone else, as far as anyone can tell.
    expect(staleChangeReason({ ...stamped, version: stamped.version + 1 }, 1, HANA)).toBe('ROOM_MOVED_ON');
    expect(staleChangeReason(stamped, 7, HANA)).toBe('ROOM_MOVED_ON');
  });
});
