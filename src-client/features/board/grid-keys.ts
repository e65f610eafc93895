/** A tile's place in the floor grid: its floor's index and its index on that floor. */
export interface GridPosition {
  floor: number;
  index: number;
}

export interface GridMove {
  key: string;
  /** Ctrl (or ⌘) held: Home and End go to the grid's first and last tile. */
  ctrl: boolean;
  /** Tiles per line as laid out now (the grid wraps a floor into lines). */
  columns: number;
}

/**
 * Where an arrow, Home or End key moves in the floor grid (WAI-ARIA grid pattern): left and
 * right through the tiles in order, on across floors; up and down a line in the same column,
 * into the floor above or below; Home and End to the floor's first and last tile (with Ctrl,
 * the grid's). Null for any other key, and at the grid's edges (focus stays put).
 */
export function moveInGrid(floorSizes: readonly number[], from: GridPosition, move: GridMove): GridPosition | null {
  const { floor, index } = from;
  const size = floorSizes[floor] ?? 0;
  const columns = Math.max(1, move.columns);
  const column = index % columns;
  const to = (f: number, i: number): GridPosition | null => (f === floor && i === index ? null : { floor: f, index: i });
  const lastFloor = floorSizes.length - 1;
  switch (move.key) {
    case 'ArrowRight':
      if (index + 1 < size) return to(floor, index + 1);
      return floor < lastFloor ? to(floor + 1, 0) : null;
    case 'ArrowLeft':
      if (index > 0) return to(floor, index - 1);
      return floor > 0 ? to(floor - 1, floorSizes[floor - 1]! - 1) : null;
    case 'ArrowDown': {
      if (index + columns < size) return to(floor, index + columns);
      // From the floor's last line: the same column below, or the last tile of a shorter line.
      if (Math.floor(index / columns) < Math.floor((size - 1) / columns)) return to(floor, size - 1);
      return floor < lastFloor ? to(floor + 1, Math.min(column, floorSizes[floor + 1]! - 1)) : null;
    }
    case 'ArrowUp': {
      if (index - columns >= 0) return to(floor, index - columns);
      if (floor === 0) return null;
      const above = floorSizes[floor - 1]!;
      const lastLine = Math.floor((above - 1) / columns) * columns;
      return to(floor - 1, Math.min(lastLine + column, above - 1));
    }
    case 'Home':
      return move.ctrl ? to(0, 0) : to(floor, 0);
    case 'End':
      return move.ctrl ? to(lastFloor, floorSizes[lastFloor]! - 1) : to(floor, size - 1);
    default:
      return null;
  }
}
