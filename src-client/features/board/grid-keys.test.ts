import { describe, expect, it } from 'vitest';
import { moveInGrid } from './grid-keys';

// Three floors of 7, 3 and 5 tiles, laid out 3 to a line:
//   floor 0: 0 1 2 / 3 4 5 / 6
//   floor 1: 0 1 2
//   floor 2: 0 1 2 / 3 4
const FLOORS = [7, 3, 5];
const move = (floor: number, index: number, key: string, ctrl = false) => moveInGrid(FLOORS, { floor, index }, { key, ctrl, columns: 3 });

describe('moving through the floor grid by keyboard', () => {
  it('left and right go through the tiles in order, on across floors, and stop at the ends', () => {
    expect(move(0, 0, 'ArrowRight')).toEqual({ floor: 0, index: 1 });
    expect(move(0, 6, 'ArrowRight')).toEqual({ floor: 1, index: 0 });
    expect(move(1, 0, 'ArrowLeft')).toEqual({ floor: 0, index: 6 });
    expect(move(0, 0, 'ArrowLeft')).toBeNull();
    expect(move(2, 4, 'ArrowRight')).toBeNull();
  });

  it('up and down keep the column, across floors too', () => {
    expect(move(0, 1, 'ArrowDown')).toEqual({ floor: 0, index: 4 });
    // Under 5 the last line has only 6: down goes there, then to the next floor.
    expect(move(0, 5, 'ArrowDown')).toEqual({ floor: 0, index: 6 });
    expect(move(0, 6, 'ArrowDown')).toEqual({ floor: 1, index: 0 });
    expect(move(1, 2, 'ArrowDown')).toEqual({ floor: 2, index: 2 });
    expect(move(2, 4, 'ArrowDown')).toBeNull();
    expect(move(2, 1, 'ArrowUp')).toEqual({ floor: 1, index: 1 });
    // Above floor 1's column 2 is floor 0's last line, which ends at column 0.
    expect(move(1, 2, 'ArrowUp')).toEqual({ floor: 0, index: 6 });
    expect(move(0, 2, 'ArrowUp')).toBeNull();
  });

  it("Home and End go to the floor's first and last tile, and with Ctrl to the grid's", () => {
    expect(move(0, 4, 'Home')).toEqual({ floor: 0, index: 0 });
    expect(move(0, 4, 'End')).toEqual({ floor: 0, index: 6 });
    expect(move(1, 1, 'Home', true)).toEqual({ floor: 0, index: 0 });
    expect(move(1, 1, 'End', true)).toEqual({ floor: 2, index: 4 });
    expect(move(1, 1, 'Enter')).toBeNull();
  });
});
