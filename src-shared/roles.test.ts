import { describe, expect, it } from 'vitest';
import { HOUSEKEEPING, INSPECTORS, MAINTENANCE, MANAGERS, OFFICE, OVERSEERS, WORK_ORDER_ASSIGNEES, inGroup, needsHotel } from './roles';

describe('the role groups guards name (issue 30)', () => {
  it('every group that guards a hotel’s work holds the managers; the overseers are the office and supervisors', () => {
    for (const group of [OFFICE, INSPECTORS, HOUSEKEEPING, MAINTENANCE, OVERSEERS]) expect(group).toEqual(expect.arrayContaining([...MANAGERS]));
    expect([...OVERSEERS].sort()).toEqual([...OFFICE, 'supervisor'].sort());
  });

  it('a work order goes only to someone of the hotel: never an admin', () => {
    expect(WORK_ORDER_ASSIGNEES.every(needsHotel)).toBe(true);
  });

  it('inGroup reads any role, or none', () => {
    expect(inGroup(OFFICE, 'frontdesk')).toBe(true);
    expect(inGroup(OFFICE, 'supervisor')).toBe(false);
    expect(inGroup(OFFICE, null)).toBe(false);
  });
});
