import { describe, expect, it } from 'vitest';
import { compareRoomNumbers, floorOf, parseRoomList, ROOM_LIST_MAX } from './room-list';
import { reasonMessage, type ErrorReason, type ReasonValues } from './error-reasons';
/** The English message of a refusal, or null when the text was accepted. */
function refusal(parsed: { ok: boolean; reason?: ErrorReason; values?: ReasonValues }): string | null {
  return parsed.ok ? null : reasonMessage(parsed.reason!, parsed.values);
}


describe('parseRoomList', () => {
  it('splits on commas, trims and drops empties, in the order typed', () => {
    expect(parseRoomList('101, 102, ,103 ')).toEqual({ ok: true, rooms: ['101', '102', '103'] });
    expect(parseRoomList(' 201,101 ,,  ')).toEqual({ ok: true, rooms: ['201', '101'] });
  });

  it('also splits on line breaks, as in a pasted spreadsheet column', () => {
    expect(parseRoomList('101\n102\r\n103,104')).toEqual({ ok: true, rooms: ['101', '102', '103', '104'] });
  });

  it('refuses control characters inside a room number', () => {
    expect(refusal(parseRoomList('101, 1\u00000'))).toBe('Room numbers cannot contain control characters');
    expect(refusal(parseRoomList('10\t1'))).toBe('Room numbers cannot contain control characters');
  });

  it('keeps room numbers that are not plain integers', () => {
    expect(parseRoomList('101A, PH1, 0102')).toEqual({ ok: true, rooms: ['101A', 'PH1', '0102'] });
  });

  it('accepts an empty list (the dialog, not the parser, requires one)', () => {
    expect(parseRoomList('')).toEqual({ ok: true, rooms: [] });
    expect(parseRoomList(' , ,')).toEqual({ ok: true, rooms: [] });
  });

  it('refuses a repeated number, naming it', () => {
    expect(refusal(parseRoomList('101, 101'))).toBe('Room 101 is listed more than once');
    expect(refusal(parseRoomList('101, 102, 101 ,102, 103'))).toBe('Rooms 101, 102 are listed more than once');
  });

  it('refuses an over-long room number and a runaway list', () => {
    const long = '1'.repeat(21);
    expect(refusal(parseRoomList(`101, ${long}`))).toBe(`Room number ${long} is too long (at most 20 characters)`);
    const many = Array.from({ length: ROOM_LIST_MAX + 1 }, (_, i) => String(i + 1)).join(',');
    expect(refusal(parseRoomList(many))).toBe('A hotel can be created with at most 10000 rooms');
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

describe('room ranges in the room list (issue 13)', () => {
  it("reads '101-105' as five rooms, mixed with single numbers, keeping a leading zero's width", () => {
    expect(parseRoomList('101-103, 110 - 111, PH1')).toEqual({ ok: true, rooms: ['101', '102', '103', '110', '111', 'PH1'] });
    expect(parseRoomList('0098-0101')).toEqual({ ok: true, rooms: ['0098', '0099', '0100', '0101'] });
  });

  it('refuses a backwards or too wide range, and a repeat made by overlapping ranges', () => {
    expect(parseRoomList('120-101')).toEqual({ ok: false, reason: 'ROOM_LIST_BAD_RANGE', values: { range: '120-101', max: '1000' } });
    expect(refusal(parseRoomList('1-5000'))).toBe('Room range 1-5000 must go from low to high, at most 1000 rooms');
    expect(refusal(parseRoomList('101-103, 103'))).toBe('Room 103 is listed more than once');
  });

  it('stops at the list limit without building the whole list', () => {
    const ranges = Array.from({ length: 11 }, (_, i) => `${i * 1000 + 1}-${i * 1000 + 1000}`).join(',');
    expect(parseRoomList(ranges)).toEqual({ ok: false, reason: 'ROOM_LIST_TOO_MANY', values: { max: '10000' } });
    expect(ROOM_LIST_MAX).toBe(10_000);
  });
});

describe('floorOf', () => {
  it('takes the leading digits without the last two', () => {
    expect([floorOf('305'), floorOf('1204'), floorOf('101A'), floorOf('0102')]).toEqual([3, 12, 1, 1]);
  });
  it('gives no floor when the number does not say one', () => {
    expect([floorOf('12'), floorOf('PH1'), floorOf(''), floorOf('123456789')]).toEqual([null, null, null, null]);
  });
});
