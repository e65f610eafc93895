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
