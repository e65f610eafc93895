import { describe, expect, it } from 'vitest';
import { checklistFor, inspectionPassed, inspectionScore } from './inspection-score';

/** DESIGN §20: the weighted score and the pass rule, one for server and phone. */
describe('inspection score', () => {
  const items = [
    { id: 'a', weight: 10, critical: false },
    { id: 'b', weight: 5, critical: false },
    { id: 'c', weight: 5, critical: true },
  ];
  it('is the weighted share of items ok, 0–100 with two decimals', () => {
    expect(inspectionScore(items, new Map([['a', true], ['b', true], ['c', true]]))).toBe(100);
    expect(inspectionScore(items, new Map([['a', false], ['b', true], ['c', true]]))).toBe(50);
    expect(inspectionScore(items, new Map([['a', true], ['b', false], ['c', true]]))).toBe(75);
    expect(inspectionScore([{ id: 'x', weight: 1, critical: false }, { id: 'y', weight: 2, critical: false }], new Map([['x', true], ['y', false]]))).toBe(33.33);
    expect(inspectionScore(items, new Map())).toBe(0);
  });
  it('passes at or above the pass mark with no critical item failed', () => {
    expect(inspectionPassed(items, new Map([['a', true], ['b', false], ['c', true]]), 75)).toBe(true);
    expect(inspectionPassed(items, new Map([['a', true], ['b', false], ['c', true]]), 76)).toBe(false);
    // 75 ≥ 50, but the critical item failed.
    expect(inspectionPassed(items, new Map([['a', true], ['b', true], ['c', false]]), 50)).toBe(false);
  });
  it('a room gets the checklist naming its type before one for every type, and one for its cleaning type', () => {
    const all = { id: 'all', roomTypeIds: [], cleaningTypes: [] };
    const suite = { id: 'suite', roomTypeIds: ['t1'], cleaningTypes: ['departure'] };
    const stay = { id: 'stay', roomTypeIds: [], cleaningTypes: ['stayover'] };
    const lists = [all, stay, suite];
    expect(checklistFor(lists, { roomTypeId: 't1', cleaningType: 'departure' })?.id).toBe('suite');
    expect(checklistFor(lists, { roomTypeId: 't1', cleaningType: 'stayover' })?.id).toBe('all');
    expect(checklistFor([stay, suite], { roomTypeId: 't2', cleaningType: 'stayover' })?.id).toBe('stay');
    expect(checklistFor([stay, suite], { roomTypeId: null, cleaningType: 'departure' })).toBeNull();
  });
});
