import type { Context, Actor } from '../../trpc/context';
import type { HotelScope } from '../../trpc/hotel-scope';
import type { AttendantRow, HistoryRow } from '../../../src-shared/room-lifecycle.schemas';
import { creditsFor, DEFAULT_CLEANING_TYPE } from '../../../src-shared/cleaning-types';
import { typeCredits } from '../workload/room-work';
import { hotelDayBounds } from '../../../src-shared/hotel-time';
import { fail } from '../../trpc/errors';
import { dayEvents, type DayEvent } from './reports.queries';
import { workOrderHistoryEvent } from '../work-orders/work-order-history';
import { guestRequestHistoryEvent } from '../guest-requests/guest-request-history';
import { SERVICE_ACTIONS } from './service-actions';
import { turndownHistoryEvent, turndownsOfDay } from '../turndown/turndown.public';
import { queueOrderHistoryEvent } from '../arrivals/reorder-history';

type Deps = Pick<Context, 'db'> & { actor: Actor } & HotelScope;

async function eventsOfDay(ctx: Deps, date: string): Promise<DayEvent[]> {
  const hotel = await ctx.db.selectFrom('hotels').select('timezone').where('id', '=', ctx.hotelId).executeTakeFirst();
  if (!hotel) fail('NOT_FOUND', 'HOTEL_NOT_FOUND');
  return dayEvents(ctx.db, ctx.hotelId, hotelDayBounds(date, hotel.timezone));
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The attendant report (DESIGN §12), from the day's history: per housekeeper, the rooms they
 * cleaned with the credits of each room's type for its cleaning type (DESIGN §13), the minutes their clock counted, the deferrals of rooms assigned to them, and
 * the inspections of rooms they cleaned, and the evening's turndowns they did with their own
 * credits (issue 32). A change that was undone does not count.
 */
export async function attendantReport(ctx: Deps, date: string): Promise<AttendantRow[]> {
  const rows = new Map<string, AttendantRow & { timedRooms: number; workedSeconds: number }>();
  const rowOf = (id: string, name: string) => {
    let row = rows.get(id);
    if (!row) {
      row = {
        housekeeperId: id,
        housekeeperName: name,
        roomsCleaned: 0,
        credits: 0,
        workedMinutes: 0,
        averageMinutesPerRoom: null,
        deferrals: 0,
        inspectionsPassed: 0,
        inspectionsFailed: 0,
        turndowns: 0,
        turndownCredits: 0,
        timedRooms: 0,
        workedSeconds: 0,
      };
      rows.set(id, row);
    }
    return row;
  };
  for (const e of await eventsOfDay(ctx, date)) {
    if (e.undone_at) continue;
    if (e.action === null && e.to_status === 'clean' && e.actor_id && e.actor_role === 'housekeeper') {
      const row = rowOf(e.actor_id, e.actor_name ?? '');
      row.roomsCleaned += 1;
      row.credits += creditsFor(e.cleaning_type ?? DEFAULT_CLEANING_TYPE, typeCredits(e));
      if (e.worked_seconds !== null) {
        row.timedRooms += 1;
        row.workedSeconds += e.worked_seconds;
      }
    }
    // Deferrals and inspections count for the housekeeper the room was with (or who cleaned it).
    if (!e.action || SERVICE_ACTIONS.includes(e.action) || !e.assigned_to || e.assignee_role !== 'housekeeper') continue;
    const forHousekeeper = rowOf(e.assigned_to, e.assignee_name ?? '');
    if (e.action === 'deferred') forHousekeeper.deferrals += 1;
    if (e.action === 'inspection_passed') forHousekeeper.inspectionsPassed += 1;
    if (e.action === 'inspection_failed') forHousekeeper.inspectionsFailed += 1;
  }
  // The evening's turndowns (issue 32): their own lines, the night of the report's day.
  for (const t of await turndownsOfDay(ctx.db, ctx.hotelId, date)) {
    if (t.role !== 'housekeeper' || !t.done_by) continue;
    const row = rowOf(t.done_by, t.full_name);
    row.turndowns += 1;
    row.turndownCredits += Number(t.credits);
  }
  return [...rows.values()]
    .map(({ timedRooms, workedSeconds, ...row }) => ({
      ...row,
      workedMinutes: round1(workedSeconds / 60),
      averageMinutesPerRoom: timedRooms > 0 ? round1(workedSeconds / 60 / timedRooms) : null,
    }))
    .sort((a, b) => a.housekeeperName.localeCompare(b.housekeeperName) || a.housekeeperId.localeCompare(b.housekeeperId));
}

/** That day's history rows, oldest first (DESIGN §12). */
export async function dayHistory(ctx: Deps, date: string): Promise<HistoryRow[]> {
  return (await eventsOfDay(ctx, date)).map((e) => ({
    at: new Date(e.at).toISOString(),
    roomNumber: e.room_number,
    from: e.from_status,
    to: e.to_status,
    actorName: e.actor_name,
    cleaningType: e.cleaning_type,
    notes: e.notes,
    systemNote: e.system_note,
    deferral: e.deferral_reason ? { reason: e.deferral_reason, retryAt: e.deferral_retry_at } : null,
    workOrder: workOrderHistoryEvent(e.action),
    guestRequest: guestRequestHistoryEvent(e.action),
    turndown: turndownHistoryEvent(e.action),
    queueOrder: queueOrderHistoryEvent(e.action),
  }));
}
