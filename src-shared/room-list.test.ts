import { describe, expect, it } from 'vitest';
import { compareRoomNumbers, parseRoomList, ROOM_LIST_MAX, ROOM_LIST_MESSAGES } from './room-list';

describe('parseRoomList', () => {
  it('splits on commas, trims and drops empties, in the order typed', () => {
    expect(parseRoomList('101, 102, ,103 ')).toEqual({ ok: true, rooms: ['101', '102', '103'] });
    expect(parseRoomList(' 201,101 ,,  ')).toEqual({ ok: true, rooms: ['201', '101'] });
  });

  it('also splits on line breaks, as in a pasted spreadsheet column', () => {
    expect(parseRoomList('101\n102\r\n103,104')).toEqual({ ok: true, rooms: ['101', '102', '103', '104'] });
  });

  it('refuses control characters inside a room number', () => {
    expect(parseRoomList('101, 1\u00000')).toEqual({ ok: false, error: ROOM_LIST_MESSAGES.badCharacters });
    expect(parseRoomList('10\t1')).toEqual({ ok: false, error: ROOM_LIST_MESSAGES.badCharacters });
  });

  it('keeps room numbers that are not plain integers', () => {
    expect(parseRoomList('101A, PH1, 0102')).toEqual({ ok: true, rooms: ['101A', 'PH1', '0102'] });
  });

  it('accepts an empty list (the dialog, not the parser, requires one)', () => {
    expect(parseRoomList('')).toEqual({ ok: true, rooms: [] });
    expect(parseRoomList(' , ,')).toEqual({ ok: true, rooms: [] });
  });

  it('refuses a repeated number, naming it', () => {
    expect(parseRoomList('101, 101')).toEqual({ ok: false, error: 'Room 101 is listed more than once' });
    expect(parseRoomList('101, 102, 101 ,102, 103')).toEqual({
      ok: false,
      error: 'Rooms 101, 102 are listed more than once',
    });
  });

  it('refuses an over-long room number and a runaway list', () => {
    const long = '1'.repeat(21);
    expect(parseRoomList(`101, ${long}`)).toEqual({ ok: false, error: ROOM_LIST_MESSAGES.tooLong(long) });
    const many = Array.from({ length: ROOM_LIST_MAX + 1 }, (_, i) => String(i + 1)).join(',');
    expect(parseRoomList(many)).toEqual({ ok: false, error: ROOM_LIST_MESSAGES.tooMany });
  });
});

describe('compareRoomNumbers', () => {
  it('sorts numerically, not as text', () => {
    expect(['102', '1001', '20', '101A', '101', 'B2'].sort(compareRoomNumbers)).toEqual([
      '20',
      '101',
      '101A',
      '102',
      '1001',
      'B2',
    ]);
  });

  it('is a total order even for numbers that compare equal numerically', () => {
    expect(['0101', '101'].sort(compareRoomNumbers)).toEqual(['101', '0101'].sort(compareRoomNumbers));
    expect(compareRoomNumbers('0101', '101')).not.toBe(0);
  });
});
