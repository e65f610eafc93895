import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareRooms, planWorkload, type PlannerHousekeeper, type PlannerInput, type PlannerRoom } from './workload-planner';
import { largeHotelPlanInput } from './workload-planner.fixture';

const room = (floor: number, n: number, over: Partial<PlannerRoom> = {}): PlannerRoom => ({
  id: `r-${floor}-${n}`,
  roomNumber: String(floor * 100 + n),
  floor,
  credits: 30,
  rush: false,
  squareFeet: 0,
  ...over,
});

const roomArb = fc.record({
  floor: fc.integer({ min: 1, max: 12 }),
  n: fc.integer({ min: 1, max: 60 }),
  credits: fc.integer({ min: 1, max: 90 }),
  rush: fc.boolean(),
  squareFeet: fc.integer({ min: 0, max: 900 }),
});
const roomsArb = fc
  .uniqueArray(roomArb, { selector: (r) => `${r.floor}-${r.n}`, maxLength: 120 })
  .map((list) => list.map((r) => room(r.floor, r.n, { credits: r.credits, rush: r.rush, squareFeet: r.squareFeet })));
const crew = (count: number, capacity?: (i: number) => number | undefined): PlannerHousekeeper[] =>
  Array.from({ length: count }, (_, i) => ({ id: `h-${String(i).padStart(2, '0')}`, capacity: capacity?.(i) }));

function loads(input: PlannerInput) {
  const plan = planWorkload(input);
  const byId = new Map(input.rooms.map((r) => [r.id, r]));
  return { plan, byId, totals: plan.assignments.map((a) => a.roomIds.reduce((s, id) => s + byId.get(id)!.credits, 0)) };
}

describe('the auto-assign planner (DESIGN §13)', () => {
  it('places every room exactly once, assigned or unassigned, and reports the credits and floors it gave', () => {
    fc.assert(
      fc.property(roomsArb, fc.integer({ min: 1, max: 8 }), (rooms, n) => {
        const { plan, byId, totals } = loads({ rooms, housekeepers: crew(n, (i) => (i % 2 ? 200 : undefined)) });
        const ids = [...plan.assignments.flatMap((a) => a.roomIds), ...plan.unassigned];
        expect(ids.sort()).toEqual(rooms.map((r) => r.id).sort());
        plan.assignments.forEach((a, i) => {
          expect(a.credits).toBe(totals[i]);
          expect(a.floors).toEqual([...new Set(a.roomIds.map((id) => byId.get(id)!.floor))].sort((x, y) => x! - y!));
        });
      }),
    );
  });

  it('with no capacities, credit totals differ by at most the largest single room', () => {
    fc.assert(
      fc.property(roomsArb, fc.integer({ min: 1, max: 10 }), (rooms, n) => {
        const { plan, totals } = loads({ rooms, housekeepers: crew(n) });
        expect(plan.unassigned).toEqual([]);
        const largest = Math.max(0, ...rooms.map((r) => r.credits));
        expect(Math.max(...totals) - Math.min(...totals)).toBeLessThanOrEqual(largest);
      }),
    );
  });

  it('nobody exceeds their capacity or the square-foot cap; what fits nowhere is unassigned', () => {
    fc.assert(
      fc.property(
        roomsArb,
        fc.array(fc.option(fc.integer({ min: 0, max: 400 }), { nil: undefined }), { minLength: 1, maxLength: 6 }),
        fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
        (rooms, capacities, maxSquareFeet) => {
          const housekeepers = crew(capacities.length, (i) => capacities[i]);
          const plan = planWorkload({ rooms, housekeepers, maxSquareFeet });
          const byId = new Map(rooms.map((r) => [r.id, r]));
          plan.assignments.forEach((a, i) => {
            expect(a.credits).toBeLessThanOrEqual(capacities[i] ?? Infinity);
            const feet = a.roomIds.reduce((s, id) => s + byId.get(id)!.squareFeet, 0);
            expect(feet).toBeLessThanOrEqual(maxSquareFeet ?? Infinity);
          });
          // An unassigned room fits no one's remaining room at the end.
          for (const id of plan.unassigned) {
            const r = byId.get(id)!;
            plan.assignments.forEach((a, i) => {
              const feet = a.roomIds.reduce((s, x) => s + byId.get(x)!.squareFeet, 0);
              const fitsCredits = a.credits + r.credits <= (capacities[i] ?? Infinity);
              const fitsFeet = feet + r.squareFeet <= (maxSquareFeet ?? Infinity);
              expect(fitsCredits && fitsFeet, `room ${r.roomNumber} left out though it fits ${a.housekeeperId}`).toBe(false);
            });
          }
        },
      ),
    );
  });

  it('places rush rooms first: when slots run short, rush rooms take them', () => {
    fc.assert(
      fc.property(roomsArb, fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 5 }), (list, slots) => {
        const rooms = list.map((r) => ({ ...r, credits: 30, squareFeet: 0 }));
        const plan = planWorkload({ rooms, housekeepers: crew(slots.length, (i) => slots[i]! * 30) });
        const rush = rooms.filter((r) => r.rush).length;
        const totalSlots = slots.reduce((a, b) => a + b, 0);
        const rushLeft = plan.unassigned.filter((id) => rooms.find((r) => r.id === id)!.rush).length;
        expect(rushLeft).toBe(Math.max(0, rush - totalSlots));
        expect(plan.unassigned.length).toBe(Math.max(0, rooms.length - totalSlots));
      }),
    );
  });

  it('a concrete case: one slot left goes to the rush room on another floor', () => {
    const rooms = [room(1, 1), room(1, 2), room(3, 1, { rush: true })];
    const plan = planWorkload({ rooms, housekeepers: crew(1, () => 60) });
    expect(plan.assignments[0]!.roomIds).toEqual(['r-3-1', 'r-1-1']);
    expect(plan.unassigned).toEqual(['r-1-2']);
  });

  it('runs each list in room order, rush rooms leading', () => {
    fc.assert(
      fc.property(roomsArb, fc.integer({ min: 1, max: 6 }), (rooms, n) => {
        const { plan, byId } = loads({ rooms, housekeepers: crew(n) });
        for (const a of plan.assignments) {
          const list = a.roomIds.map((id) => byId.get(id)!);
          const firstNormal = list.findIndex((r) => !r.rush);
          if (firstNormal >= 0) expect(list.slice(firstNormal).every((r) => !r.rush)).toBe(true);
          for (const part of [list.filter((r) => r.rush), list.filter((r) => !r.rush)]) {
            expect([...part].sort(compareRooms)).toEqual(part);
          }
        }
      }),
    );
  });

  it('keeps each housekeeper on as few floors as the balance allows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 4, max: 30 }), (per, n, roomsPerFloor) => {
        const floors = per * n;
        const rooms = Array.from({ length: floors }, (_, f) => Array.from({ length: roomsPerFloor }, (_, i) => room(f + 1, i + 1))).flat();
        const plan = planWorkload({ rooms, housekeepers: crew(n) });
        // Equal rooms, floors divisible among the crew: each takes whole floors, give or take one.
        for (const a of plan.assignments) expect(a.floors.length).toBeLessThanOrEqual(per + 1);
        // A naive round robin would put everyone on every floor.
        if (n > 1 && per === 1) expect(plan.assignments.every((a) => a.floors.length < floors)).toBe(true);
      }),
    );
  });

  it('gives the same plan for the same input, whatever order the rooms arrive in', () => {
    fc.assert(
      fc.property(roomsArb, fc.integer({ min: 1, max: 6 }), fc.integer(), (rooms, n, seed) => {
        const shuffled = [...rooms].sort((a, b) => ((a.id.length * 31 + seed) % 7) - ((b.id.length * 17 + seed) % 5));
        const input = { rooms, housekeepers: crew(n, (i) => (i === 0 ? 300 : undefined)), maxSquareFeet: 4000 };
        expect(planWorkload(input)).toEqual(planWorkload(input));
        expect(planWorkload({ ...input, rooms: shuffled })).toEqual(planWorkload(input));
      }),
    );
  });

  it('counts work already assigned in a hand-over: the lighter person gets more', () => {
    const rooms = Array.from({ length: 6 }, (_, i) => room(2, i + 1));
    const plan = planWorkload({ rooms, housekeepers: [{ id: 'a', load: 120 }, { id: 'b', load: 0 }] });
    expect(plan.assignments.map((a) => a.credits)).toEqual([30, 150]);
  });

  // Issue 18: new rooms go to whoever already works their floor.
  it('with the floors people already work, each takes her own floors when they are her fair share', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 6 }), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 60 }), (homes, k, credits) => {
        const rooms = homes.flatMap((f) => Array.from({ length: k }, (_, i) => room(f, i + 1, { credits })));
        // Listed in an order unlike the floors', so room order alone would not give this.
        const housekeepers = homes.map((f, i) => ({ id: `h-${i}`, floors: [f] })).reverse();
        const plan = planWorkload({ rooms, housekeepers });
        for (const a of plan.assignments) {
          const home = housekeepers.find((h) => h.id === a.housekeeperId)!.floors;
          expect(a.floors).toEqual(home);
          expect(a.roomIds).toHaveLength(k);
        }
      }),
    );
  });

  it('with the floors people already work, still places every room once, balanced within the largest room', () => {
    fc.assert(
      fc.property(roomsArb, fc.array(fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 3 }), { minLength: 1, maxLength: 8 }), (rooms, floors) => {
        const housekeepers = floors.map((f, i) => ({ id: `h-${i}`, floors: f }));
        const { plan, totals } = loads({ rooms, housekeepers });
        expect([...plan.assignments.flatMap((a) => a.roomIds)].sort()).toEqual(rooms.map((r) => r.id).sort());
        const largest = Math.max(0, ...rooms.map((r) => r.credits));
        expect(Math.max(...totals) - Math.min(...totals)).toBeLessThanOrEqual(largest);
      }),
    );
  });

  it('a concrete hand over: the floor-4 rooms go to the person on floor 4, not to whoever is lightest', () => {
    const rooms = [room(4, 1), room(4, 2), room(6, 1), room(6, 2)];
    const plan = planWorkload({
      rooms,
      housekeepers: [
        { id: 'rosa', floors: [6, 7], load: 60 },
        { id: 'ana', floors: [4], load: 60 },
        { id: 'ben', floors: [1], load: 60 },
      ],
    });
    const byId = Object.fromEntries(plan.assignments.map((a) => [a.housekeeperId, a.floors]));
    expect(byId.ana).toEqual([4]);
    expect(byId.rosa).toEqual([6]);
  });

  it('plans a 7,500-room hotel with 60 housekeepers in under a second', () => {
    const input = largeHotelPlanInput();
    const started = performance.now();
    const plan = planWorkload(input);
    const ms = performance.now() - started;
    expect(plan.unassigned).toEqual([]);
    expect(plan.assignments).toHaveLength(60);
    expect(ms).toBeLessThan(1000);
  });
});
