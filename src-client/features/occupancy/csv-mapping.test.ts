import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../src-shared/csv';
import { foreignStays, initialChoice, mappingOf } from './csv-mapping';

describe('the import mapping step (DESIGN §17)', () => {
  const header = ['Room', 'Status', 'Pax', 'Nights'];
  it('guesses columns from the header, and prefers the saved mapping where it fits the file', () => {
    expect(initialChoice(header, null)).toEqual({ roomNumber: 0, stay: 1, occupied: null, guests: 2, nights: 3, optOut: null });
    const saved = { hasHeader: true, roomNumber: 'room', stay: 2, guests: 'Missing', stayValues: {} };
    expect(initialChoice(header, saved)).toMatchObject({ roomNumber: 0, stay: 1, guests: 2 });
    expect(initialChoice(null, saved)).toMatchObject({ roomNumber: null, stay: 1 });
  });
  it('keeps columns by header text when the file has a header, else by position', () => {
    const choice = { roomNumber: 0, stay: 1, occupied: null, guests: 2, nights: null, optOut: null };
    expect(mappingOf(choice, header, { DEP: 'due_out' })).toEqual({
      hasHeader: true, roomNumber: 'Room', stay: 'Status', occupied: null, guests: 'Pax', nights: null, optOut: null, stayValues: { DEP: 'due_out' },
    });
    expect(mappingOf(choice, null, {})).toMatchObject({ hasHeader: false, roomNumber: 1, stay: 2, guests: 3 });
  });
  it("lists the file's own stay words once each", () => {
    const parsed = parseCsv('Room,Status\n101,DEP\n102,stayover\n103,dep\n104,Due out\n105,INH\n');
    if (!parsed.ok) throw new Error('parse');
    expect(foreignStays(parsed.records.slice(1), 1)).toEqual(['DEP', 'INH']);
  });
});
