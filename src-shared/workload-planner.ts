/**
 * The auto-assign planner (DESIGN §13), a pure function: the same input gives the same plan.
 *
 * 1. Rush rooms are placed first, each on the least-loaded housekeeper it fits.
 * 2. Each person already working some floors first takes the new rooms on those floors, in room
 *    order, up to their fair share (a hand over's floor-4 rooms go to whoever is on floor 4).
 *    The rest, in room order (floor, then number), are cut into one contiguous run per
 *    housekeeper, each run as long as that housekeeper's fair share (water-filled under their
 *    capacity), so each keeps to as few floors as possible.
 * 3. Rooms that fit no run go to the least-loaded housekeeper they fit; else they stay unassigned.
 * 4. While the most- and least-loaded differ by more than the largest room, a room moves from
 *    the first to the second (preferring a floor the receiver already works on). Each move
 *    strictly lowers the sum of squared loads, so this ends; with no capacities it ends with
 *    every difference within the largest room's credits.
 */

export interface PlannerRoom {
  id: string;
  roomNumber: string;
  floor: number | null;
  credits: number;
  rush: boolean;
  /** The room type's square feet; 0 when the room has no type. */
  squareFeet: number;
  /**
   * DESIGN §22: a room a guest waits for (an arrival, VIP, early check-in) carries its priority
   * key (room-priority.ts): placed with the rush rooms, in that order, and first on its list.
   */
  ahead?: number[];
}

export interface PlannerHousekeeper {
  id: string;
  /** Most credits this person takes in the shift, load included; none = no limit. */
  capacity?: number | null;
  /** Credits and square feet already assigned and still to do (a hand-over counts them). */
  load?: number;
  squareFeetLoad?: number;
  /** Floors of the rooms already assigned and still to do: new rooms there go to them first. */
  floors?: readonly (number | null)[];
}

export interface PlannerInput {
  rooms: PlannerRoom[];
  housekeepers: PlannerHousekeeper[];
  /** The hotel's cap on square feet per housekeeper per shift; null = none. */
  maxSquareFeet?: number | null;
}

export interface PlannedAssignment {
  housekeeperId: string;
  roomIds: string[];
  credits: number;
  floors: number[];
}

export interface Plan {
  assignments: PlannedAssignment[];
  unassigned: string[];
}

interface Worker {
  id: string;
  capacity: number;
  load: number;
  squareFeet: number;
  rooms: Set<number>;
  floorCounts: Map<number | null, number>;
  /** The floors they already work on (before this plan). */
  home: Set<number | null>;
}

const numberKey = (roomNumber: string) => {
  const digits = roomNumber.replace(/\D/g, '');
  return digits === '' ? Number.POSITIVE_INFINITY : Number(digits);
};

/** Room order everywhere in the plan: floor, then number as a number, then as text. */
export function compareRooms(a: Pick<PlannerRoom, 'floor' | 'roomNumber'>, b: Pick<PlannerRoom, 'floor' | 'roomNumber'>): number {
  const fa = a.floor ?? Number.POSITIVE_INFINITY;
  const fb = b.floor ?? Number.POSITIVE_INFINITY;
  if (fa !== fb) return fa < fb ? -1 : 1;
  const na = numberKey(a.roomNumber);
  const nb = numberKey(b.roomNumber);
  if (na !== nb) return na < nb ? -1 : 1;
  return a.roomNumber < b.roomNumber ? -1 : a.roomNumber > b.roomNumber ? 1 : 0;
}

/** Each person's share of `total`: a common level, clipped to what each can still take. */
function fairShares(workers: Worker[], total: number): number[] {
  const room = (w: Worker, level: number) => Math.max(0, Math.min(w.capacity, level) - w.load);
  let low = 0;
  let high = Math.max(...workers.map((w) => w.load)) + total;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (workers.reduce((sum, w) => sum + room(w, mid), 0) < total) low = mid;
    else high = mid;
  }
  return workers.map((w) => room(w, high));
}

const isAhead = (r: PlannerRoom) => r.rush || r.ahead !== undefined;
/** Rush before the rest (its key's first item), then the priority key item by item. */
function compareAhead(a: PlannerRoom, b: PlannerRoom): number {
  const ka = a.ahead ?? [a.rush ? 0 : 1];
  const kb = b.ahead ?? [b.rush ? 0 : 1];
  for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
    const d = (ka[i] ?? 0) - (kb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

export function planWorkload(input: PlannerInput): Plan {
  const rooms = [...input.rooms].sort((a, b) => compareRooms(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const maxSquareFeet = input.maxSquareFeet ?? Number.POSITIVE_INFINITY;
  const seen = new Set<string>();
  const workers: Worker[] = [];
  for (const h of input.housekeepers) {
    if (seen.has(h.id)) continue;
    seen.add(h.id);
    workers.push({
      id: h.id,
      capacity: h.capacity ?? Number.POSITIVE_INFINITY,
      load: h.load ?? 0,
      squareFeet: h.squareFeetLoad ?? 0,
      rooms: new Set(),
      // Already on a floor counts as a room there for every later preference (steps 3 and 4).
      floorCounts: new Map((h.floors ?? []).map((f) => [f, 1])),
      home: new Set(h.floors ?? []),
    });
  }
  const unplaced: number[] = [];
  const fits = (w: Worker, r: PlannerRoom) => w.load + r.credits <= w.capacity && w.squareFeet + r.squareFeet <= maxSquareFeet;
  const give = (w: Worker, index: number) => {
    const r = rooms[index]!;
    w.rooms.add(index);
    w.load += r.credits;
    w.squareFeet += r.squareFeet;
    w.floorCounts.set(r.floor, (w.floorCounts.get(r.floor) ?? 0) + 1);
  };
  const take = (w: Worker, index: number) => {
    const r = rooms[index]!;
    w.rooms.delete(index);
    w.load -= r.credits;
    w.squareFeet -= r.squareFeet;
    const left = (w.floorCounts.get(r.floor) ?? 1) - 1;
    if (left === 0) w.floorCounts.delete(r.floor);
    else w.floorCounts.set(r.floor, left);
  };
  /** The least-loaded person the room fits, preferring one already on its floor at equal load. */
  const leastLoadedFitting = (r: PlannerRoom) => {
    let best: Worker | undefined;
    for (const w of workers) {
      if (!fits(w, r)) continue;
      if (!best || w.load < best.load || (w.load === best.load && w.floorCounts.has(r.floor) && !best.floorCounts.has(r.floor))) best = w;
    }
    return best;
  };

  // 1. Rush rooms first, then the rooms guests wait for (DESIGN §22), in priority order.
  const normal: number[] = [];
  const first: number[] = [];
  rooms.forEach((r, index) => (isAhead(r) ? first : normal).push(index));
  first.sort((a, b) => compareAhead(rooms[a]!, rooms[b]!) || a - b);
  for (const index of first) {
    const w = leastLoadedFitting(rooms[index]!);
    if (w) give(w, index);
    else unplaced.push(index);
  }

  // 2. Contiguous runs of the other rooms, one per person, as long as each one's share.
  const leftovers: number[] = [];
  if (workers.length > 0) {
    const total = normal.reduce((sum, i) => sum + rooms[i]!.credits, 0);
    const shares = fairShares(workers, total);
    // 2a. Their own floors first, up to each one's share.
    const taken = new Set<number>();
    workers.forEach((w, j) => {
      if (w.home.size === 0) return;
      let used = 0;
      for (const index of normal) {
        const r = rooms[index]!;
        if (taken.has(index) || !w.home.has(r.floor) || !fits(w, r)) continue;
        if (used + r.credits / 2 > shares[j]!) break;
        give(w, index);
        taken.add(index);
        used += r.credits;
      }
      shares[j] = Math.max(0, shares[j]! - used);
    });
    let k = 0;
    let run = 0;
    for (const index of normal) {
      if (taken.has(index)) continue;
      const r = rooms[index]!;
      // Cut where the run is nearest its share; the last person takes the rest.
      while (k < workers.length - 1 && run + r.credits / 2 > shares[k]!) {
        k++;
        run = 0;
      }
      const w = workers[k]!;
      if (fits(w, r)) {
        give(w, index);
        run += r.credits;
      } else leftovers.push(index);
    }
  } else leftovers.push(...normal);

  // 3. What fit no run: the least-loaded person it fits.
  for (const index of leftovers) {
    const w = leastLoadedFitting(rooms[index]!);
    if (w) give(w, index);
    else unplaced.push(index);
  }

  // 4. Even out to within the largest room.
  const largest = rooms.reduce((max, r) => Math.max(max, r.credits), 0);
  for (let moves = 0; moves < rooms.length * 4 && workers.length > 1; moves++) {
    let most = workers[0]!;
    let least = workers[0]!;
    for (const w of workers) {
      if (w.load > most.load) most = w;
      if (w.load < least.load) least = w;
    }
    const gap = most.load - least.load;
    if (gap <= largest) break;
    let pick = -1;
    let pickScore = Number.POSITIVE_INFINITY;
    for (const index of most.rooms) {
      const r = rooms[index]!;
      // Only a move that narrows the gap, into what the receiver can still take.
      if (r.credits <= 0 || r.credits >= gap || !fits(least, r)) continue;
      // Prefer the receiver's floors, then the giver's thinnest floor, then the room at the end of the run.
      const score = (least.floorCounts.has(r.floor) ? 0 : 1e9) + (most.floorCounts.get(r.floor) ?? 0) * 1e5 - index / rooms.length;
      if (score < pickScore) {
        pickScore = score;
        pick = index;
      }
    }
    if (pick < 0) break;
    take(most, pick);
    give(least, pick);
  }

  // 5. Room freed by the moves: a last try for what was left out, rush rooms first.
  const stillOut: number[] = [];
  for (const index of [...unplaced.filter((i) => isAhead(rooms[i]!)), ...unplaced.filter((i) => !isAhead(rooms[i]!))]) {
    const w = leastLoadedFitting(rooms[index]!);
    if (w) give(w, index);
    else stillOut.push(index);
  }

  const assignments = workers.map((w) => {
    const indexes = [...w.rooms].sort((a, b) => a - b);
    // Rush rooms lead every list (DESIGN §12), then the rooms guests wait for by priority (§22); the rest in room order.
    const ordered = [...indexes.filter((i) => isAhead(rooms[i]!)).sort((a, b) => compareAhead(rooms[a]!, rooms[b]!) || a - b), ...indexes.filter((i) => !isAhead(rooms[i]!))];
    const floors = [...new Set(indexes.map((i) => rooms[i]!.floor).filter((f): f is number => f !== null))].sort((a, b) => a - b);
    return {
      housekeeperId: w.id,
      roomIds: ordered.map((i) => rooms[i]!.id),
      credits: indexes.reduce((sum, i) => sum + rooms[i]!.credits, 0),
      floors,
    };
  });
  return { assignments, unassigned: stillOut.sort((a, b) => a - b).map((i) => rooms[i]!.id) };
}
