import { describe, expect, it } from 'vitest';
import { parseRoomNumbers, ROOM_NUMBER_MESSAGES } from './room-numbers';

describe('parseRoomNumbers', () => {
  it('reads comma-separated numbers and ranges in the order typed', () => {
    expect(parseRoomNumbers('101, 102, 103')).toEqual({ ok: true, numbers: ['101', '102', '103'] });
    expect(parseRoomNumbers('101-105')).toEqual({ ok: true, numbers: ['101', '102', '103', '104', '105'] });
    expect(parseRoomNumbers(' 201 , 101 - 102 ')).toEqual({ ok: true, numbers: ['201', '101', '102'] });
  });

  it('removes duplicates, also across ranges', () => {
    expect(parseRoomNumbers('101, 101, 100-102')).toEqual({ ok: true, numbers: ['101', '100', '102'] });
  });

  it('refuses empty input and input with no valid number', () => {
    expect(parseRoomNumbers('   ')).toEqual({ ok: false, error: ROOM_NUMBER_MESSAGES.empty });
    expect(parseRoomNumbers('abc, 10a, -')).toEqual({ ok: false, error: ROOM_NUMBER_MESSAGES.noneValid });
    expect(parseRoomNumbers('105-101')).toEqual({ ok: false, error: ROOM_NUMBER_MESSAGES.noneValid });
  });

  it('ignores invalid tokens beside valid ones', () => {
    expect(parseRoomNumbers('101, x, 1o2, 103')).toEqual({ ok: true, numbers: ['101', '103'] });
  });

  it('refuses a range too wide to be meant', () => {
    expect(parseRoomNumbers('1-5000')).toEqual({ ok: false, error: ROOM_NUMBER_MESSAGES.noneValid });
    expect(parseRoomNumbers('1-1000').ok).toBe(true);
  });
});

describe('parseRoomNumbers bounds (DESIGN §16)', () => {
  it('refuses a number past 999999 at once, even one past 2^53 that n++ could not count beyond', () => {
    const started = Date.now();
    expect(parseRoomNumbers('9007199254740993-9007199254740993')).toEqual({ ok: false, error: ROOM_NUMBER_MESSAGES.tooHigh });
    expect(parseRoomNumbers('1000000')).toEqual({ ok: false, error: ROOM_NUMBER_MESSAGES.tooHigh });
    expect(parseRoomNumbers('101, 99999999999999999999999')).toEqual({ ok: false, error: ROOM_NUMBER_MESSAGES.tooHigh });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('accepts 999999 and leading zeros', () => {
    expect(parseRoomNumbers('999999, 0000101')).toEqual({ ok: true, numbers: ['999999', '101'] });
  });

  it('accepts 2000 numbers and refuses the 2001st', () => {
    expect(parseRoomNumbers('1-1000, 2001-3000')).toMatchObject({ ok: true });
    expect(parseRoomNumbers('1-1000, 2001-3000, 5000')).toEqual({ ok: false, error: ROOM_NUMBER_MESSAGES.tooMany });
    const many = Array.from({ length: 70_000 }, (_, i) => i + 1).join(',');
    expect(parseRoomNumbers(many)).toEqual({ ok: false, error: ROOM_NUMBER_MESSAGES.tooMany });
  });
});
