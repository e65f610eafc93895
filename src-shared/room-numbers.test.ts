import { describe, expect, it } from 'vitest';
import { parseRoomNumbers } from './room-numbers';
import { reasonMessage, type ErrorReason, type ReasonValues } from './error-reasons';
/** The English message of a refusal, or null when the text was accepted. */
function refusal(parsed: { ok: boolean; reason?: ErrorReason; values?: ReasonValues }): string | null {
  return parsed.ok ? null : reasonMessage(parsed.reason!, parsed.values);
}


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
    expect(refusal(parseRoomNumbers('   '))).toBe('Please enter room numbers');
    expect(refusal(parseRoomNumbers('abc, 10a, -'))).toBe('No valid room numbers found');
    expect(refusal(parseRoomNumbers('105-101'))).toBe('No valid room numbers found');
  });

  it('ignores invalid tokens beside valid ones', () => {
    expect(parseRoomNumbers('101, x, 1o2, 103')).toEqual({ ok: true, numbers: ['101', '103'] });
  });

  it('refuses a range too wide to be meant', () => {
    expect(refusal(parseRoomNumbers('1-5000'))).toBe('No valid room numbers found');
    expect(parseRoomNumbers('1-1000').ok).toBe(true);
  });
});

describe('parseRoomNumbers bounds (DESIGN §16)', () => {
  it('refuses a number past 999999 at once, even one past 2^53 that n++ could not count beyond', () => {
    const started = Date.now();
    expect(refusal(parseRoomNumbers('9007199254740993-9007199254740993'))).toBe('Room numbers go up to 999999');
    expect(refusal(parseRoomNumbers('1000000'))).toBe('Room numbers go up to 999999');
    expect(refusal(parseRoomNumbers('101, 99999999999999999999999'))).toBe('Room numbers go up to 999999');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('accepts 999999 and leading zeros', () => {
    expect(parseRoomNumbers('999999, 0000101')).toEqual({ ok: true, numbers: ['999999', '101'] });
  });

  it('accepts 2000 numbers and refuses the 2001st', () => {
    expect(parseRoomNumbers('1-1000, 2001-3000')).toMatchObject({ ok: true });
    expect(refusal(parseRoomNumbers('1-1000, 2001-3000, 5000'))).toBe('At most 2000 rooms at a time');
    const many = Array.from({ length: 70_000 }, (_, i) => i + 1).join(',');
    expect(refusal(parseRoomNumbers(many))).toBe('At most 2000 rooms at a time');
  });
});
