import { describe, expect, it } from 'vitest';
import { statusChangeRefusal } from './room-refusals';

/** DESIGN §6 and issue 19: a queued status change judged by the status the device showed (no version sent). */
describe('statusChangeRefusal', () => {
  const room = (assignedTo: string | null) => ({ status: 'assigned' as const, assignedTo, inspectionRequired: false });

  it('refuses a queued Out of Service as reassigned when someone else has the room now, as Mark Clean', () => {
    for (const status of ['clean', 'out_of_service'] as const) {
      expect(statusChangeRefusal('housekeeper', room('other'), 'hana', { status, expectedStatus: 'assigned' })).toEqual({ code: 'CONFLICT', reason: 'ROOM_REASSIGNED' });
    }
  });

  it('lets a queued Out of Service through on her own room, and a live one (no expectedStatus) by the rule table', () => {
    expect(statusChangeRefusal('housekeeper', room('hana'), 'hana', { status: 'out_of_service', expectedStatus: 'assigned' })).toBeNull();
    expect(statusChangeRefusal('housekeeper', room('other'), 'hana', { status: 'out_of_service' })).toBeNull();
  });

  it("lets a queued Out of Service through on a colleague's room she saw as the colleague's; refused as reassigned when it went to someone else (issue 29)", () => {
    expect(statusChangeRefusal('housekeeper', room('other'), 'hana', { status: 'out_of_service', expectedStatus: 'assigned', expectedAssignedTo: 'other' })).toBeNull();
    expect(statusChangeRefusal('housekeeper', room('third'), 'hana', { status: 'out_of_service', expectedStatus: 'assigned', expectedAssignedTo: 'other' })).toEqual({ code: 'CONFLICT', reason: 'ROOM_REASSIGNED' });
    expect(statusChangeRefusal('housekeeper', room('other'), 'hana', { status: 'out_of_service', expectedStatus: 'assigned', expectedAssignedTo: 'hana' })).toEqual({ code: 'CONFLICT', reason: 'ROOM_REASSIGNED' });
  });

  it('a room that moved to another status is refused as moved on; a manager is not judged by the assignee', () => {
    const dirty = { status: 'dirty' as const, assignedTo: null, inspectionRequired: false };
    expect(statusChangeRefusal('housekeeper', dirty, 'hana', { status: 'out_of_service', expectedStatus: 'assigned' })).toEqual({ code: 'CONFLICT', reason: 'ROOM_MOVED_ON' });
    expect(statusChangeRefusal('manager', room('other'), 'boss', { status: 'out_of_service', expectedStatus: 'assigned' })).toBeNull();
  });
});
