import { describe, expect, it } from 'vitest';
import { boardRoomFixture } from './board-room.fixture';
import { ROOM_STATUSES } from './room-status';
import { isOnInspectionList, isOnWorkingLists, isReadyForGuest, isStarted, roomProgress, startedRoomsOf } from './room-work-state';

const TIMER = { state: 'paused' as const, startedAt: '2026-11-24T14:00:00Z', workedSeconds: 60 };
const DEFERRAL = { reason: 'dnd' as const, retryAt: '15:30', deferredAt: '2026-11-24T14:10:00Z', deferredBy: 'ola' };

describe('where a room’s work stands (issue 30: one definition)', () => {
  it('started is a running or paused clock, whatever the row carries it as', () => {
    expect(isStarted({ timer: TIMER })).toBe(true);
    // The server's status row names the clock's state only.
    expect(isStarted({ timer: 'running' })).toBe(true);
    expect(isStarted({ timer: null })).toBe(false);
    expect(isStarted({})).toBe(false);
  });

  it('in progress is started and not deferred: a deferral outweighs the clock', () => {
    expect(roomProgress({ timer: TIMER, deferral: null })).toBe('in_progress');
    expect(roomProgress({ timer: TIMER, deferral: DEFERRAL })).toBe('deferred');
    expect(roomProgress({ timer: null, deferral: null })).toBe('to_do');
  });

  it('her started rooms are those still assigned to her with the clock begun', () => {
    const rooms = [
      boardRoomFixture({ roomNumber: '101', status: 'assigned', assignedTo: 'hana', timer: TIMER }),
      boardRoomFixture({ roomNumber: '102', status: 'assigned', assignedTo: 'hana' }),
      boardRoomFixture({ roomNumber: '103', status: 'assigned', assignedTo: 'ola', timer: TIMER }),
      boardRoomFixture({ roomNumber: '104', status: 'clean', assignedTo: 'hana', timer: TIMER }),
    ];
    expect(startedRoomsOf(rooms, 'hana').map((r) => r.roomNumber)).toEqual(['101']);
  });

  it('a late checkout keeps a room off the working lists, the inspection list and ready', () => {
    for (const status of ROOM_STATUSES) {
      const room = boardRoomFixture({ roomNumber: '1', status, inspectionRequired: true });
      const late = { ...room, hasLateCheckout: true };
      expect(isOnWorkingLists(room)).toBe(true);
      expect(isOnWorkingLists(late)).toBe(false);
      expect(isOnInspectionList(room), status).toBe(status === 'clean');
      expect(isOnInspectionList(late)).toBe(false);
      expect(isReadyForGuest(room), status).toBe(['clean', 'inspected', 'pms_updated'].includes(status));
      expect(isReadyForGuest(late)).toBe(false);
    }
  });
});
