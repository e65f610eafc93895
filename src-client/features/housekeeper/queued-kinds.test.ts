import { describe, expect, it } from 'vitest';
import { fromStoredV1, isStoredV1, type StoredV1Item } from '../../offline/stored-v1';
import './queued-kinds';

const HANA = 'user-hana';
const T0 = '2026-11-25T10:00:00.000Z';
const base = { roomId: 'room-301', roomNumber: '301', status: 'assigned', expectedStatus: 'assigned', changedAt: T0, userId: HANA };

/** Items exactly as the release before the union stored them (pending-updates.ts then). */
function stored(type: string, updates: Record<string, unknown>): StoredV1Item {
  return { id: `id-${type}`, type, data: { statusId: 'status-301', updates: { ...base, ...updates } }, timestamp: 7, retryCount: 2 };
}

describe('a queue stored by the release before the union', () => {
  it('reads every kind it held into the same action, with its id, order and tries', () => {
    const photo = new Blob(['x']);
    const cases: [StoredV1Item, unknown][] = [
      [
        stored('room-status', { status: 'clean', notes: 'ok', expectedVersion: 4, expectedAssignedTo: HANA }),
        { status: 'clean', notes: 'ok', expectedStatus: 'assigned', expectedVersion: 4, expectedAssignedTo: HANA },
      ],
      [stored('room-undo', { undoOf: 'earlier-id', hotelId: 'hotel-a' }), { undoOf: 'earlier-id', hotelId: 'hotel-a', status: 'assigned' }],
      [stored('room-lifecycle', { lifecycle: { kind: 'timer', action: 'start' }, expectedVersion: 4 }), { lifecycle: { kind: 'timer', action: 'start' }, expectedVersion: 4 }],
      [
        stored('room-report', {
          status: 'out_of_order',
          expectedVersion: 4,
          expectedAssignedTo: HANA,
          report: { category: 'plumbing', note: 'Leak', outOfOrder: true, photos: [photo], photosActionId: 'photos-id' },
        }),
        { category: 'plumbing', note: 'Leak', outOfOrder: true, photos: [photo], photosActionId: 'photos-id', expectedVersion: 4, expectedAssignedTo: HANA },
      ],
      [stored('guest-request-done', { guestRequestDone: { requestId: 'request-1' } }), { requestId: 'request-1' }],
      [stored('room-finding', { finding: { found: 'dnd' } }), { found: 'dnd' }],
    ];
    for (const [old, payload] of cases) {
      expect(isStoredV1(old)).toBe(true);
      expect(fromStoredV1(old)).toEqual({ id: old.id, kind: old.type, userId: HANA, roomId: 'room-301', roomNumber: '301', changedAt: T0, timestamp: 7, retryCount: 2, payload });
    }
  });

  it('keeps an item of a kind no feature registered as it is stored, and tells the new shape apart', () => {
    expect(fromStoredV1(stored('room-something-new', {}))).toBeNull();
    expect(isStoredV1({ id: 'x', kind: 'room-status', payload: {}, timestamp: 1, retryCount: 0 })).toBe(false);
  });
});
