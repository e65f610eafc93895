import { describe, expect, it } from 'vitest';
import { occupancyCode, stayMark } from './occupancy-code';

describe('occupancy codes (DESIGN §17)', () => {
  it('reads vacant/occupied × clean/dirty from the occupancy and the status', () => {
    expect(occupancyCode({ status: 'clean', occupancy: { occupied: false, stay: 'vacant' } })).toBe('VC');
    expect(occupancyCode({ status: 'dirty', occupancy: { occupied: false, stay: 'departed' } })).toBe('VD');
    expect(occupancyCode({ status: 'inspected', occupancy: { occupied: true, stay: 'stayover' } })).toBe('OC');
    expect(occupancyCode({ status: 'assigned', occupancy: { occupied: true, stay: 'due_out' } })).toBe('OD');
    expect(occupancyCode({ status: 'pms_updated', occupancy: { occupied: true, stay: 'arrival' } })).toBe('OC');
  });
  it('has no code without occupancy or out of service', () => {
    expect(occupancyCode({ status: 'clean', occupancy: null })).toBeNull();
    expect(occupancyCode({ status: 'out_of_service', occupancy: { occupied: false, stay: 'vacant' } })).toBeNull();
  });
  it('marks arrivals, due outs and stayovers only', () => {
    expect(stayMark({ occupancy: { occupied: true, stay: 'arrival' } })).toBe('arrival');
    expect(stayMark({ occupancy: { occupied: true, stay: 'due_out' } })).toBe('due_out');
    expect(stayMark({ occupancy: { occupied: true, stay: 'stayover' } })).toBe('stayover');
    expect(stayMark({ occupancy: { occupied: false, stay: 'departed' } })).toBeNull();
    expect(stayMark({ occupancy: null })).toBeNull();
  });
});
