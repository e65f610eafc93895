import type { Context } from '../../trpc/context';
import type { HotelScope } from '../../trpc/hotel-scope';
import type { ReadyTime, MyPriorities } from '../../../src-shared/arrivals.schemas';
import { creditsFor, DEFAULT_CLEANING_TYPE } from '../../../src-shared/cleaning-types';
import { hotelDate, hotelDayBounds } from '../../../src-shared/hotel-time';
import { workedSecondsAt } from '../../../src-shared/room-lifecycle';
import { compareRoomNumbers } from '../../../src-shared/room-priority';
import { isLate, notBeforeOf, predictQueue, type QueueRoom } from '../../../src-shared/ready-times';
import { typeCredits } from '../workload/room-work';
import { findRules, hotelTimezone } from '../occupancy/occupancy.public';
import { arrivalRows, measureKey, measuredMinutes, type ArrivalRow } from './arrivals.queries';
import { ownOrders } from './queue-order.queries';
import { dayMinute } from './day-minute';

type Deps = Pick<Context, 'db'> & HotelScope;

const READY = new Set(['clean', 'inspected']);

/** A row as one room of an attendant's queue (DESIGN §22): its minutes measured or its credits, her clock on it. */
export function queueRoom(row: ArrivalRow, measured: Map<string, number>, at: Date): QueueRoom {
  const cleaningType = row.cleaning_type ?? DEFAULT_CLEANING_TYPE;
  const worked = row.timer_state
    ? workedSecondsAt({ state: row.timer_state, startedAt: new Date(row.timer_started_at ?? at).toISOString(), workedSeconds: row.timer_worked_seconds }, at.getTime())
    : 0;
  return {
    roomId: row.room_id,
    roomNumber: row.room_number,
    floor: row.floor,
    rush: Boolean(row.priority),
    arrivalTime: row.arrival_time,
    departureTime: row.departure_time,
    vip: row.vip ?? 0,
    earlyCheckIn: Boolean(row.early_check_in),
    minutes: measured.get(measureKey(row.room_type_id, cleaningType)) ?? creditsFor(cleaningType, typeCredits(row)),
    workedMinutes: worked / 60,
    running: row.timer_state === 'running',
    notBefore: notBeforeOf(row.stay, row.departure_time),
  };
}

/**
 * GET /api/hotels/{hotelId}/ready-times?date= (DESIGN §22): each room to clean or with a guest
 * arriving, when it will be ready (each queue in her own order as kept, the window's arrivals
 * ahead) and whether that is after the guest arrives; the late
 * ones first, then by arrival. Today is predicted from now and each attendant's clock; another
 * day from the hotel's day start.
 */
export async function readyTimes(ctx: Deps, date: string, at = new Date()): Promise<ReadyTime[]> {
  const timezone = await hotelTimezone(ctx.db, ctx.hotelId);
  const rules = await findRules(ctx.db, ctx.hotelId);
  const rows = await arrivalRows(ctx.db, ctx.hotelId, date);
  const measured = await measuredMinutes(ctx.db, ctx.hotelId, at);
  const own = await ownOrders(ctx.db, ctx.hotelId, date);
  const live = date === hotelDate(timezone, at);
  const now = dayMinute(timezone, rules.dayStart, date, at);
  const queues = new Map<string, QueueRoom[]>();
  for (const row of rows) {
    if (row.status !== 'assigned' || !row.assigned_to) continue;
    const room = queueRoom(row, measured, at);
    queues.set(row.assigned_to, [...(queues.get(row.assigned_to) ?? []), live ? room : { ...room, running: false, workedMinutes: 0 }]);
  }
  const readyAt = new Map<string, number>();
  for (const [userId, queue] of queues) for (const p of predictQueue(queue, now, rules.arrivalWindowMinutes, own.get(userId))) readyAt.set(p.roomId, p.readyAt);
  const dayStart = hotelDayBounds(date, timezone).start.getTime();
  const instant = (minute: number) => new Date(dayStart + minute * 60_000).toISOString();
  const arriving = (r: ArrivalRow) => r.stay === 'arrival' || r.arrival_time !== null;
  const answer = rows
    .filter((r) => arriving(r) || r.status === 'dirty' || r.status === 'assigned')
    .map((r): ReadyTime => {
      const ready = READY.has(r.status);
      const minute = readyAt.get(r.room_id) ?? null;
      return {
        roomId: r.room_id,
        roomNumber: r.room_number,
        predictedReadyAt: ready ? (r.cleaned_at ? new Date(r.cleaned_at).toISOString() : null) : minute === null ? null : instant(minute),
        arrivalTime: r.arrival_time,
        late: !ready && isLate(r.arrival_time, minute),
        ready,
        assignedTo: r.status === 'assigned' ? r.assigned_to : null,
        assignedToName: r.status === 'assigned' ? r.assigned_to_name : null,
        vip: r.vip ?? 0,
        arriving: arriving(r),
      };
    });
  const arrival = (r: ReadyTime) => r.arrivalTime ?? '99:99';
  return answer.sort((a, b) => Number(b.late) - Number(a.late) || arrival(a).localeCompare(arrival(b)) || compareRoomNumbers(a.roomNumber, b.roomNumber));
}

/** The phone's list order (DESIGN §22): today's arrival, departure, VIP and early check-in of each of her rooms, the hotel's window, and her own order as kept. */
export async function myPriorities(ctx: Deps & { actor: { id: string } }, at = new Date()): Promise<MyPriorities> {
  const timezone = await hotelTimezone(ctx.db, ctx.hotelId);
  const date = hotelDate(timezone, at);
  const rules = await findRules(ctx.db, ctx.hotelId);
  const rows = await arrivalRows(ctx.db, ctx.hotelId, date, ctx.actor.id);
  const own = (await ownOrders(ctx.db, ctx.hotelId, date, ctx.actor.id)).get(ctx.actor.id) ?? [];
  const hers = new Set(rows.map((r) => r.room_id));
  return {
    date,
    windowMinutes: rules.arrivalWindowMinutes,
    rooms: rows
      .filter((r) => r.arrival_time || r.departure_time || r.vip || r.early_check_in)
      .map((r) => ({ roomId: r.room_id, arrivalTime: r.arrival_time, departureTime: r.departure_time, vip: r.vip ?? 0, earlyCheckIn: Boolean(r.early_check_in) })),
    order: own.filter((id) => hers.has(id)),
  };
}
