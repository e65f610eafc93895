import type { CleaningType } from './cleaning-types';
import type { CleaningRules } from './cleaning-rules.schemas';
import type { PlannedRoom, PlanReason, Stay } from './occupancy.schemas';
import { CLEANING_DONE_STATUSES, type RoomStatus } from './room-status';
import { compareRoomNumbers } from './room-list';

/**
 * The day's plan (DESIGN §17): which rooms become dirty, and for what cleaning, from the
 * day's occupancy and the hotel's cadence. One pure function for the server's preview,
 * apply and periodic pass alike.
 */
export interface PlanRoomInput {
  roomId: string;
  roomNumber: string;
  status: RoomStatus;
  /** The hotel-local day the room was last cleaned (yyyy-MM-dd), for touch-ups; null if never. */
  cleanedDay: string | null;
  occupancy: { stay: Stay; nightsSoFar: number | null; optOut: boolean } | null;
  /** What the plan already did to this room this day; null (or 'none') when it has made it nothing. */
  plannedType: CleaningType | 'none' | null;
}

export interface PlanDecision {
  cleaningType: CleaningType;
  why: PlanReason;
}

/** Rooms already waiting for a cleaning: the plan never touches them again (they stay as they are). */
const TO_CLEAN: readonly RoomStatus[] = ['dirty', 'assigned'];
/** Ready rooms: what a vacant room must be for a touch-up. */
const READY: readonly RoomStatus[] = CLEANING_DONE_STATUSES;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** Whether a stayover is due its service tonight, every `every` nights (unknown nights: it is). */
function dueEvery(nights: number | null, every: number): boolean {
  return every === 1 || nights === null || (nights > 0 && nights % every === 0);
}

/** What the cadence asks for the room today, whatever its status; null: nothing. */
export function decideRoom(room: Pick<PlanRoomInput, 'occupancy' | 'status' | 'cleanedDay'>, rules: CleaningRules, day: string): PlanDecision | null {
  const occ = room.occupancy;
  if (!occ) return null;
  switch (occ.stay) {
    case 'due_out':
    case 'departed':
      return { cleaningType: 'departure', why: 'departure' };
    case 'stayover': {
      const nights = occ.nightsSoFar;
      const optOutHonoured = occ.optOut && (rules.optOutMaxNights === null || nights === null || nights < rules.optOutMaxNights);
      if (optOutHonoured) return null;
      if (rules.linenEveryNights !== null && nights !== null && nights > 0 && nights % rules.linenEveryNights === 0) {
        return { cleaningType: 'stayover', why: 'linen' };
      }
      return dueEvery(nights, rules.stayoverEveryNights) ? { cleaningType: 'stayover', why: 'stayover' } : null;
    }
    case 'vacant': {
      const after = rules.touchUpAfterDays;
      if (after === null || !READY.includes(room.status) || room.cleanedDay === null) return null;
      return dayNumber(day) - dayNumber(room.cleanedDay) >= after ? { cleaningType: 'touch_up', why: 'touch_up' } : null;
    }
    case 'arrival':
      // The room is readied by whatever made it dirty before; an arrival itself asks nothing.
      return null;
  }
}

export interface DayPlanResult {
  /** The rooms that become dirty, in room-number order. */
  changes: PlannedRoom[];
  /** What to remember each room was planned as this day (so planning again leaves it alone). */
  planned: { roomId: string; plannedType: CleaningType | 'none' }[];
}

/**
 * Plans the day. A room is planned once per day and per decision: planning again changes
 * only rooms whose decision is new (an occupancy that changed since); a room already dirty
 * or assigned is not touched (its decision is remembered), nor is one out of service.
 */
export function planDay(rooms: PlanRoomInput[], rules: CleaningRules, day: string): DayPlanResult {
  const changes: PlannedRoom[] = [];
  const planned: DayPlanResult['planned'] = [];
  for (const room of rooms) {
    // No occupancy: nothing is known of the room today. Out of service: not to be cleaned now; out of order: being repaired.
    if (!room.occupancy || room.status === 'out_of_service' || room.status === 'out_of_order') continue;
    const decision = decideRoom(room, rules, day);
    const plannedType = decision?.cleaningType ?? 'none';
    // Nothing planned and nothing to plan are the same: only decisions are remembered (a day of 7,500 rooms writes fewer marks).
    if ((room.plannedType ?? 'none') === plannedType) continue;
    planned.push({ roomId: room.roomId, plannedType });
    if (!decision || TO_CLEAN.includes(room.status)) continue;
    changes.push({ roomId: room.roomId, roomNumber: room.roomNumber, from: room.status, to: 'dirty', ...decision });
  }
  changes.sort((a, b) => compareRoomNumbers(a.roomNumber, b.roomNumber));
  return { changes, planned };
}
