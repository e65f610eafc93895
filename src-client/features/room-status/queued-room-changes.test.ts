import { describe, expect, it } from 'vitest';
import { boardRoomFixture } from '../../../src-shared/board-room.fixture';
import type { QueuedAction, StoredV1Change } from '../../offline/queued-action';
import { withPendingChanges } from '../../offline/optimistic-rooms';
import { fromStoredV1 } from '../../offline/stored-v1';
import '../housekeeper/queued-kinds';

const HANA = 'user-hana';
const T0 = '2026-11-25T10:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(T0) + minutes * 60_000).toISOString();

const room = boardRoomFixture({ roomNumber: '301', roomId: 'room-301', status: 'assigned', assignedTo: HANA, version: 4 });
let n = 0;
/**
 * A change as the app before the queued union stored it (data.updates, its kind in `type`),
 * read the way a phone updated with changes still queued reads it back.
 */
function queued(updates: Partial<StoredV1Change>): QueuedAction {
  n += 1;
  const data: StoredV1Change = { roomId: room.roomId, roomNumber: '301', status: 'assigned', expectedStatus: 'assigned', expectedVersion: 4, changedAt: T0, userId: HANA, ...updates };
  const type = data.lifecycle ? 'room-lifecycle' : data.finding ? 'room-finding' : 'room-status';
  return fromStoredV1({ id: `item-${n}`, type, data: { statusId: room.id, updates: data }, timestamp: n, retryCount: 0 })!;
}

/** What the phone draws while its changes wait in the queue (spec §4), by the server's own rules. */
describe('withPendingChanges', () => {
  it('Mark Clean made offline stops the room’s clock and ends a deferral (issue 18)', () => {
    const pending = [
      queued({ lifecycle: { kind: 'timer', action: 'start' }, changedAt: at(0) }),
      queued({ lifecycle: { kind: 'defer', reason: 'dnd' }, changedAt: at(5) }),
      queued({ status: 'clean', changedAt: at(20) }),
    ];
    const [shown] = withPendingChanges([room], pending, HANA)!;
    expect(shown).toMatchObject({ status: 'clean', timer: null, deferral: null, version: 4 });
  });

  it('the clock follows the server’s machine: pause keeps the seconds, a second start changes nothing', () => {
    const pending = [
      queued({ lifecycle: { kind: 'timer', action: 'start' }, changedAt: at(0) }),
      queued({ lifecycle: { kind: 'timer', action: 'pause' }, changedAt: at(7) }),
      queued({ lifecycle: { kind: 'timer', action: 'start' }, changedAt: at(9) }),
    ];
    const [shown] = withPendingChanges([room], pending, HANA)!;
    expect(shown!.timer).toEqual({ state: 'paused', startedAt: at(0), workedSeconds: 420 });
  });

  it('what she found in the room (issue 20) changes nothing on the card; her status change after it still shows', () => {
    const [found] = withPendingChanges([room], [queued({ finding: { found: 'occupied' } })], HANA)!;
    expect(found).toEqual(room);
    const [cleaned] = withPendingChanges([room], [queued({ finding: { found: 'dnd' } }), queued({ status: 'clean', changedAt: at(3) })], HANA)!;
    expect(cleaned).toMatchObject({ status: 'clean' });
  });

  it('another user’s queue is not drawn', () => {
    const [shown] = withPendingChanges([room], [queued({ status: 'clean', userId: 'someone-else' })], HANA)!;
    expect(shown).toBe(room);
  });
});
