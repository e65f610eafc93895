import { describe, expect, it } from 'vitest';
import { classifyFinding } from './discrepancies.schemas';

describe('classifyFinding (DESIGN §17)', () => {
  it('PMS vacant, found occupied or luggage: sleep', () => {
    expect(classifyFinding('occupied', false)).toBe('sleep');
    expect(classifyFinding('luggage', false)).toBe('sleep');
  });
  it('PMS occupied, found vacant: skip', () => {
    expect(classifyFinding('vacant', true)).toBe('skip');
  });
  it('agreements, DND and an unknown occupancy are not discrepancies', () => {
    expect(classifyFinding('occupied', true)).toBeNull();
    expect(classifyFinding('luggage', true)).toBeNull();
    expect(classifyFinding('vacant', false)).toBeNull();
    expect(classifyFinding('dnd', true)).toBeNull();
    expect(classifyFinding('dnd', false)).toBeNull();
    expect(classifyFinding('vacant', null)).toBeNull();
    expect(classifyFinding('occupied', null)).toBeNull();
  });
});
