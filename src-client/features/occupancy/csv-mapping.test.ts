import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../src-shared/csv';
import { csvMapping } from '../../../src-shared/occupancy-import.schemas';
import { mapOccupancyRows } from '../../../src-shared/occupancy-import';
import { foreignStays, initialChoice, mappingOf } from './csv-mapping';

describe('the import mapping step (DESIGN §17)', () => {
  const header = ['Room', 'Status', 'Pax', 'Nights'];
  it('guesses columns from the header, and prefers the saved mapping where it fits the file', () => {
    const none = { arrivalTime: null, departureTime: null, vip: null, earlyCheckIn: null, turndownRequested: null };
    expect(initialChoice(header, null)).toEqual({ roomNumber: 0, stay: 1, occupied: null, guests: 2, nights: 3, optOut: null, ...none });
    const saved = { hasHeader: true, roomNumber: 'room', stay: 2, guests: 'Missing', stayValues: {} };
    expect(initialChoice(header, saved)).toMatchObject({ roomNumber: 0, stay: 1, guests: 2 });
    expect(initialChoice(null, saved)).toMatchObject({ roomNumber: null, stay: 1 });
  });
  it('keeps columns by header text when the file has a header, else by position', () => {
    const none = { arrivalTime: null, departureTime: null, vip: null, earlyCheckIn: null, turndownRequested: null };
    const choice = { roomNumber: 0, stay: 1, occupied: null, guests: 2, nights: null, optOut: null, ...none };
    expect(mappingOf(choice, header, { DEP: 'due_out' })).toEqual({
      hasHeader: true, roomNumber: 'Room', stay: 'Status', occupied: null, guests: 'Pax', nights: null, optOut: null, ...none, stayValues: { DEP: 'due_out' },
    });
    expect(mappingOf(choice, null, {})).toMatchObject({ hasHeader: false, roomNumber: 1, stay: 2, guests: 3 });
  });
  it('offers the arrival, departure, VIP and early check-in columns (DESIGN §22): guessed, kept, and read by the import', () => {
    const pms = ['Room', 'Status', 'ETA', 'Departure', 'VIP', 'Early C/I'];
    const choice = initialChoice(pms, null);
    expect(choice).toMatchObject({ roomNumber: 0, stay: 1, arrivalTime: 2, departureTime: 3, vip: 4, earlyCheckIn: 5 });
    const mapping = mappingOf(choice, pms, {});
    expect(mapping).toMatchObject({ arrivalTime: 'ETA', departureTime: 'Departure', vip: 'VIP', earlyCheckIn: 'Early C/I' });
    // Saved by header text, found again when the columns move; the server's own reading takes the mapping as it is.
    expect(initialChoice(['Early C/I', 'VIP', 'Room', 'Status', 'Departure', 'ETA'], mapping)).toMatchObject({ arrivalTime: 5, departureTime: 4, vip: 1, earlyCheckIn: 0 });
    expect(csvMapping.parse(mapping)).toMatchObject({ arrivalTime: 'ETA', earlyCheckIn: 'Early C/I' });
    const parsed = parseCsv('Room,Status,ETA,Departure,VIP,Early C/I\n101,arrival,13:30,,2,yes\n');
    if (!parsed.ok) throw new Error('parse');
    const read = mapOccupancyRows(parsed.records, csvMapping.parse(mapping));
    expect(read.ok && read.rooms[0]).toMatchObject({ roomNumber: '101', arrivalTime: '13:30', vip: 2, earlyCheckIn: true });
  });
  it('offers the turndown request column (issue 32): guessed from the header, kept by its text, read strictly as yes or no', () => {
    const pms = ['Room', 'Status', 'Turndown'];
    const choice = initialChoice(pms, null);
    expect(choice.turndownRequested).toBe(2);
    const mapping = mappingOf(choice, pms, {});
    expect(mapping.turndownRequested).toBe('Turndown');
    const parsed = parseCsv('Room,Status,Turndown\n101,stayover,yes\n102,stayover,\n103,stayover,later\n');
    if (!parsed.ok) throw new Error('parse');
    expect(mapOccupancyRows(parsed.records, csvMapping.parse(mapping))).toEqual({
      ok: false,
      problems: [{ line: 4, reason: 'CSV_YES_NO_INVALID', values: { line: '4', column: 'Turndown', value: 'later' } }],
    });
    const good = mapOccupancyRows(parsed.records.slice(0, 3), csvMapping.parse(mapping));
    expect(good.ok && good.rooms.map((r) => [r.roomNumber, r.turndownRequested])).toEqual([['101', true], ['102', false]]);
  });
  it("lists the file's own stay words once each", () => {
    const parsed = parseCsv('Room,Status\n101,DEP\n102,stayover\n103,dep\n104,Due out\n105,INH\n');
    if (!parsed.ok) throw new Error('parse');
    expect(foreignStays(parsed.records.slice(1), 1)).toEqual(['DEP', 'INH']);
  });
});
