import type { Stay } from './stays';
import { planWorkload } from './workload-planner';

/**
 * The evening turndown (DESIGN §22, issue 32): a cleaning type of its own that never makes a
 * room dirty. The rooms' day cleaning keeps its three types (CLEANING_TYPES: a room's status
 * and REST/CSV enums are as they were); a turndown is an evening visit to an occupied room,
 * planned from tonight's occupancy and kept in its own list, credits, roster and report lines.
 */
export const TURNDOWN = 'turndown' as const;

/**
 * Which rooms get one: every room occupied tonight, only VIP guests' (level 1–3), only those
 * whose guest asked for one (occupancy's `turndownRequested`, from the PMS, the API or the
 * front desk, like an early check-in), or none (the default).
 */
export const TURNDOWN_RULES = ['all_occupied', 'vip', 'on_request', 'off'] as const;
export type TurndownRule = (typeof TURNDOWN_RULES)[number];
export const DEFAULT_TURNDOWN_RULE: TurndownRule = 'off';
/** A room type's turndown credits when the hotel did not set them (the migration's default). */
export const DEFAULT_TURNDOWN_CREDITS = 4;

/** Occupied tonight: a guest who stays on, or one who arrives today; one due out or gone sleeps elsewhere. */
const TONIGHT: readonly Stay[] = ['stayover', 'arrival'];

export type TurndownWhy = 'occupied' | 'vip' | 'requested';

export interface TurndownOccupancy {
  stay: Stay;
  vip: number;
  turndownRequested: boolean;
}

/** Whether the room gets a turndown tonight under the rule, and why; null: none. */
export function turndownWhy(occ: TurndownOccupancy, rule: TurndownRule): TurndownWhy | null {
  if (rule === 'off' || !TONIGHT.includes(occ.stay)) return null;
  if (rule === 'all_occupied') return 'occupied';
  if (rule === 'vip') return occ.vip > 0 ? 'vip' : null;
  return occ.turndownRequested ? 'requested' : null;
}

export interface TurndownRoomInput {
  roomId: string;
  roomNumber: string;
  floor: number | null;
  credits: number;
}

/**
 * Tonight's rooms shared among the evening roster by the auto-assign planner (DESIGN §13, the
 * one rule for who gets what): contiguous runs in floor and number order, balanced by credits.
 * Same rooms and roster, same answer, so the list is planned on every read without typing.
 */
export function assignTurndowns(rooms: TurndownRoomInput[], roster: string[]): Map<string, string> {
  const plan = planWorkload({
    rooms: rooms.map((r) => ({ id: r.roomId, roomNumber: r.roomNumber, floor: r.floor, credits: r.credits, rush: false, squareFeet: 0 })),
    housekeepers: roster.map((id) => ({ id })),
  });
  return new Map(plan.assignments.flatMap((a) => a.roomIds.map((roomId) => [roomId, a.housekeeperId] as const)));
}
