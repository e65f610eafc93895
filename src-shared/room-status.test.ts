import { describe, expect, it } from 'vitest';
import { canSetStatus, ROOM_STATUSES, statusMenu } from './room-status';

const mine = { assignedToViewer: true };
const theirs = { assignedToViewer: false };

describe('status menu', () => {
  it('gives managers and admins every other menu status', () => {
    for (const role of ['manager', 'admin'] as const) {
      expect(statusMenu(role, 'dirty', theirs)).toEqual(['clean', 'pms_updated', 'out_of_service']);
      expect(statusMenu(role, 'assigned', theirs)).toEqual(['dirty', 'clean', 'pms_updated', 'out_of_service']);
    }
  });

  it('is the front desk menu of the spec, never clean from dirty or assigned', () => {
    expect(statusMenu('frontdesk', 'dirty', theirs)).toEqual(['out_of_service']);
    expect(statusMenu('frontdesk', 'assigned', theirs)).toEqual(['dirty', 'out_of_service']);
    expect(statusMenu('frontdesk', 'clean', theirs)).toEqual(['dirty', 'pms_updated', 'out_of_service']);
    expect(statusMenu('frontdesk', 'pms_updated', theirs)).toEqual(['dirty', 'clean', 'out_of_service']);
    expect(statusMenu('frontdesk', 'out_of_service', theirs)).toEqual(['dirty', 'clean']);
  });

  it('lets a housekeeper clean only a room assigned to them, and take any room out of service once', () => {
    expect(statusMenu('housekeeper', 'assigned', mine)).toEqual(['clean', 'out_of_service']);
    expect(statusMenu('housekeeper', 'assigned', theirs)).toEqual(['out_of_service']);
    expect(statusMenu('housekeeper', 'dirty', theirs)).toEqual(['out_of_service']);
    expect(statusMenu('housekeeper', 'out_of_service', mine)).toEqual([]);
  });

  it('never offers the current status or assigned', () => {
    for (const role of ['admin', 'manager', 'frontdesk', 'housekeeper'] as const) {
      for (const status of ROOM_STATUSES) {
        const menu: string[] = statusMenu(role, status, mine);
        expect(menu).not.toContain(status);
        expect(menu).not.toContain('assigned');
        expect(canSetStatus(role, status, 'assigned', mine)).toBe(false);
      }
    }
  });
});
