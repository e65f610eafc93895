import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { mapOccupancyRows } from './occupancy-import';
import { csvMapping } from './occupancy-import.schemas';

/** DESIGN §22 (issue 32): arrival and departure times, VIP and early check-in as mapped CSV columns. */
const mapping = csvMapping.parse({ roomNumber: 'Room', stay: 'Status', arrivalTime: 'ETA', departureTime: 'ETD', vip: 'VIP', earlyCheckIn: 'Early' });
const read = (csv: string) => {
  const parsed = parseCsv(csv);
  if (!parsed.ok) throw new Error('unclosed quote');
  return mapOccupancyRows(parsed.records, mapping);
};

describe('occupancy CSV: arrival and departure times, VIP, early check-in', () => {
  it('reads the mapped columns; an empty cell is nothing known', () => {
    const got = read('Room,Status,ETA,ETD,VIP,Early\n101,arrival,13:30,,2,yes\n102,due out,,9:45,,\n');
    expect(got.ok && got.rooms.map((r) => [r.roomNumber, r.arrivalTime, r.departureTime, r.vip, r.earlyCheckIn])).toEqual([
      ['101', '13:30', null, 2, true],
      ['102', null, '09:45', 0, false],
    ]);
  });

  it('refuses a bad time or VIP, naming the line, the column and the value', () => {
    const got = read('Room,Status,ETA,ETD,VIP,Early\n101,arrival,1:30 PM,,1,\n102,arrival,,24:00,4,\n');
    expect(got).toEqual({
      ok: false,
      problems: [
        { line: 2, reason: 'CSV_TIME_INVALID', values: { line: '2', column: 'ETA', value: '1:30 PM' } },
        { line: 3, reason: 'CSV_TIME_INVALID', values: { line: '3', column: 'ETD', value: '24:00' } },
        { line: 3, reason: 'CSV_NUMBER_INVALID', values: { line: '3', column: 'VIP', value: '4' } },
      ],
    });
  });

  it('a mapping without the new columns reads as before', () => {
    const plain = csvMapping.parse({ roomNumber: 1, stay: 2, hasHeader: false });
    const parsed = parseCsv('101,stayover\n');
    const got = parsed.ok ? mapOccupancyRows(parsed.records, plain) : null;
    expect(got).toEqual({ ok: true, rooms: [{ line: 1, roomNumber: '101', stay: 'stayover', occupied: true, guests: null, nightsSoFar: null, optOut: false, arrivalTime: null, departureTime: null, vip: 0, earlyCheckIn: false }] });
  });
});
