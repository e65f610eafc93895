import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decideRoom, planDay, type PlanRoomInput } from './day-plan';
import { DEFAULT_CLEANING_RULES, type CleaningRules } from './cleaning-rules.schemas';
import { STAYS } from './occupancy.schemas';
import { ROOM_STATUSES } from './room-status';

const DAY = '2026-11-26';
const rules = (over: Partial<CleaningRules> = {}): CleaningRules => ({ ...DEFAULT_CLEANING_RULES, ...over });
const room = (over: Partial<PlanRoomInput> & Pick<PlanRoomInput, 'occupancy'>): PlanRoomInput => ({
  roomId: 'r1',
  roomNumber: '101',
  status: 'clean',
  cleanedDay: null,
  plannedType: null,
  ...over,
});
const stay = (s: (typeof STAYS)[number], nightsSoFar: number | null = null, optOut = false) => ({ stay: s, nightsSoFar, optOut });

describe('the day plan (DESIGN §17)', () => {
  it('makes departures dirty for a departure, whether due out or already gone', () => {
    expect(decideRoom(room({ occupancy: stay('due_out') }), rules(), DAY)).toEqual({ cleaningType: 'departure', why: 'departure' });
    expect(decideRoom(room({ occupancy: stay('departed') }), rules(), DAY)).toEqual({ cleaningType: 'departure', why: 'departure' });
  });

  it('services stayovers by the cadence: daily by default, every N nights, linen every M nights', () => {
    expect(decideRoom(room({ occupancy: stay('stayover', 1) }), rules(), DAY)?.why).toBe('stayover');
    const everyTwo = rules({ stayoverEveryNights: 2 });
    expect(decideRoom(room({ occupancy: stay('stayover', 1) }), everyTwo, DAY)).toBeNull();
    expect(decideRoom(room({ occupancy: stay('stayover', 2) }), everyTwo, DAY)?.why).toBe('stayover');
    // Nights not known: serviced, the safe side.
    expect(decideRoom(room({ occupancy: stay('stayover', null) }), everyTwo, DAY)?.why).toBe('stayover');
    const linen = rules({ stayoverEveryNights: 2, linenEveryNights: 3 });
    expect(decideRoom(room({ occupancy: stay('stayover', 3) }), linen, DAY)).toEqual({ cleaningType: 'stayover', why: 'linen' });
    expect(decideRoom(room({ occupancy: stay('stayover', 4) }), linen, DAY)).toEqual({ cleaningType: 'stayover', why: 'stayover' });
  });

  it('honours a guest opt-out, up to the hotel limit of nights', () => {
    expect(decideRoom(room({ occupancy: stay('stayover', 5, true) }), rules(), DAY)).toBeNull();
    const limit = rules({ optOutMaxNights: 3 });
    expect(decideRoom(room({ occupancy: stay('stayover', 2, true) }), limit, DAY)).toBeNull();
    expect(decideRoom(room({ occupancy: stay('stayover', 3, true) }), limit, DAY)?.why).toBe('stayover');
  });

  it('touches up a vacant ready room clean for N days; leaves arrivals and vacant rooms otherwise', () => {
    const touch = rules({ touchUpAfterDays: 3 });
    expect(decideRoom(room({ occupancy: stay('vacant'), cleanedDay: '2026-11-23' }), touch, DAY)).toEqual({ cleaningType: 'touch_up', why: 'touch_up' });
    expect(decideRoom(room({ occupancy: stay('vacant'), cleanedDay: '2026-11-24' }), touch, DAY)).toBeNull();
    expect(decideRoom(room({ occupancy: stay('vacant'), cleanedDay: '2026-11-01' }), rules(), DAY)).toBeNull();
    expect(decideRoom(room({ occupancy: stay('arrival') }), touch, DAY)).toBeNull();
  });

  it('changes only ready rooms; dirty, assigned and out-of-service rooms are left as they are', () => {
    const rooms: PlanRoomInput[] = [
      room({ roomId: 'a', roomNumber: '101', occupancy: stay('due_out') }),
      room({ roomId: 'b', roomNumber: '102', status: 'dirty', occupancy: stay('due_out') }),
      room({ roomId: 'c', roomNumber: '103', status: 'assigned', occupancy: stay('stayover', 1) }),
      room({ roomId: 'd', roomNumber: '104', status: 'out_of_service', occupancy: stay('due_out') }),
      room({ roomId: 'e', roomNumber: '105', status: 'inspected', occupancy: stay('stayover', 2) }),
      room({ roomId: 'f', roomNumber: '106', occupancy: stay('vacant') }),
      room({ roomId: 'g', roomNumber: '107', occupancy: null }),
    ];
    const plan = planDay(rooms, rules(), DAY);
    expect(plan.changes).toEqual([
      { roomId: 'a', roomNumber: '101', from: 'clean', to: 'dirty', cleaningType: 'departure', why: 'departure' },
      { roomId: 'e', roomNumber: '105', from: 'inspected', to: 'dirty', cleaningType: 'stayover', why: 'stayover' },
    ]);
    expect(plan.planned).toEqual([
      { roomId: 'a', plannedType: 'departure' },
      { roomId: 'b', plannedType: 'departure' },
      { roomId: 'c', plannedType: 'stayover' },
      { roomId: 'e', plannedType: 'stayover' },
    ]);
    // A decision undone (the guest opted out after all) is remembered as nothing.
    expect(planDay([room({ occupancy: stay('stayover', 1, true), plannedType: 'stayover' })], rules(), DAY).planned).toEqual([{ roomId: 'r1', plannedType: 'none' }]);
  });

  it('planning again changes nothing, however the rooms were cleaned since; a new decision is planned once more', () => {
    const first = room({ occupancy: stay('stayover', 1) });
    const plan = planDay([first], rules(), DAY);
    expect(plan.changes).toHaveLength(1);
    // Cleaned meanwhile: the plan remembered the stayover, so it is not made dirty again.
    expect(planDay([{ ...first, status: 'clean', plannedType: 'stayover' }], rules(), DAY)).toEqual({ changes: [], planned: [] });
    // The guest checks out early: a departure is new.
    const late = planDay([{ ...first, status: 'clean', plannedType: 'stayover', occupancy: stay('due_out') }], rules(), DAY);
    expect(late.changes.map((c) => c.why)).toEqual(['departure']);
  });

  it('is idempotent for any rooms and rules: applying the plan and planning again changes nothing', () => {
    const roomArb = fc.record({
      status: fc.constantFrom(...ROOM_STATUSES),
      cleanedDay: fc.option(fc.constantFrom('2026-11-01', '2026-11-20', '2026-11-25', DAY), { nil: null }),
      occupancy: fc.option(
        fc.record({ stay: fc.constantFrom(...STAYS), nightsSoFar: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }), optOut: fc.boolean() }),
        { nil: null },
      ),
      plannedType: fc.constantFrom(null, 'none' as const, 'departure' as const, 'stayover' as const, 'touch_up' as const),
    });
    const rulesArb = fc.record({
      stayoverEveryNights: fc.integer({ min: 1, max: 5 }),
      linenEveryNights: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      optOutMaxNights: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      touchUpAfterDays: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
      dayStart: fc.constant('06:00'),
      autoApply: fc.boolean(),
      arrivalWindowMinutes: fc.constant(90),
      turndownRule: fc.constant('off' as const),
    });
    fc.assert(
      fc.property(fc.array(roomArb, { maxLength: 30 }), rulesArb, (specs, r) => {
        const rooms = specs.map((s, i) => ({ ...s, roomId: `r${i}`, roomNumber: String(100 + i) }));
        const plan = planDay(rooms, r, DAY);
        const changed = new Map(plan.changes.map((c) => [c.roomId, c]));
        const remembered = new Map(plan.planned.map((p) => [p.roomId, p.plannedType]));
        for (const c of plan.changes) {
          // Only ready rooms with occupancy become dirty, and only ever dirty.
          const before = rooms.find((x) => x.roomId === c.roomId)!;
          expect(['dirty', 'assigned', 'out_of_service']).not.toContain(before.status);
          expect(before.occupancy).not.toBeNull();
          expect(c.to).toBe('dirty');
        }
        const after = rooms.map((x) => ({
          ...x,
          status: changed.has(x.roomId) ? ('dirty' as const) : x.status,
          plannedType: remembered.get(x.roomId) ?? x.plannedType,
        }));
        expect(planDay(after, r, DAY).changes).toEqual([]);
      }),
    );
  });
});
