import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database, WorkOrderCategory } from '../../db/types';
import type { EventBus } from '../../realtime/event-bus';
import type { CleaningType } from '../../../src-shared/cleaning-types';
import { CLEAN_STATUSES } from '../../../src-shared/room-status';
import { statusEffects } from '../../../src-shared/room-effects';
import { hotelDate } from '../../../src-shared/hotel-time';
import { announce } from '../../realtime/announce';
import { logChange, type PendingChange } from '../../realtime/change-log.queries';
import { changeRooms } from '../../rooms/change-rooms';
import { TASK_COLUMNS } from './recurring-tasks.queries';

/** A room's recurring cleaning that names no cleaning type: a vacant room refreshed. */
export const DEFAULT_RECURRING_CLEANING: CleaningType = 'touch_up';

const DAY_MS = 86_400_000;

/** yyyy-MM-dd plus n days (calendar days, no clock involved). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The next due day after `today` in the task's series: a pass that was not running for a
 * while (the app stopped, a room out of order for weeks) makes one occurrence, not a backlog.
 */
export function nextDueAfter(due: string, everyDays: number, today: string): string {
  const behind = Math.floor((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${due}T00:00:00Z`)) / DAY_MS);
  return addDays(due, (Math.floor(behind / everyDays) + 1) * everyDays);
}

type Trx = Transaction<Database>;
type DueTask = {
  id: string;
  hotel_id: string;
  room_id: string | null;
  area_id: string | null;
  title: string;
  kind: 'work_order' | 'cleaning';
  category: WorkOrderCategory;
  priority: 'low' | 'normal' | 'urgent';
  cleaning_type: CleaningType | null;
  every_days: number;
  next_due: string;
  timezone: string;
};

/**
 * The claim: next_due moves on only if it is still the day this pass read. Under two app
 * instances the second one's update waits for the first's commit, then matches no row, so an
 * occurrence is made once; the unique (recurring_task_id, recurring_due) index of work orders
 * stands behind it.
 */
async function claim(trx: Trx, task: DueTask, today: string): Promise<boolean> {
  const claimed = await trx
    .updateTable('recurring_tasks')
    .set({ next_due: nextDueAfter(task.next_due, task.every_days, today) })
    .where('id', '=', task.id)
    .where(sql<boolean>`next_due = ${task.next_due}::date`)
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

async function makeWorkOrder(trx: Trx, task: DueTask, at: Date): Promise<PendingChange | null> {
  const order = await trx
    .insertInto('work_orders')
    .values({
      hotel_id: task.hotel_id,
      room_id: task.room_id,
      area_id: task.area_id,
      category: task.category,
      title: task.title,
      note: null,
      priority: task.priority,
      assignee_id: null,
      due_at: null,
      out_of_order: false,
      return_status: null,
      recurring_task_id: task.id,
      recurring_due: task.next_due,
      created_by: null,
      created_at: at,
      updated_at: at,
      done_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return logChange(trx, { hotelId: task.hotel_id, kind: 'work-orders', event: { type: 'work_order.created', subjectId: order.id } });
}

/**
 * A due room cleaning, through the room change path by the system (no actor): the room
 * first (the lock order of every room change), then the claim. After commit its hotel's
 * live screens hear of it (changeRooms). False when it is not to run now.
 */
function makeCleaning(deps: { db: Db; bus: EventBus }, task: DueTask & { room_id: string }, today: string, at: Date): Promise<boolean> {
  return changeRooms(deps, { lock: (_trx, writer) => writer.lock({ roomIds: [task.room_id] }) }, async (trx, rooms, writer) => {
    const room = rooms[0];
    // It waits for the room to be clean: a cleaning under way or a room out of order is left alone.
    if (!room || !(CLEAN_STATUSES as readonly string[]).includes(room.status)) return { answer: false, logged: null };
    if (!(await claim(trx, task, today))) return { answer: false, logged: null };
    const set = statusEffects('system', 'dirty', {
      actorId: null,
      at,
      notes: task.title,
      currentNotes: room.notes,
      cleaningType: task.cleaning_type ?? DEFAULT_RECURRING_CLEANING,
    });
    return { answer: true, logged: await writer.write(rooms, set, { actorId: null, at }) };
  });
}

/** A due work order, in its own transaction: what it logged, or undefined when it is not to run now. */
async function materializeWorkOrder(db: Db, task: DueTask, today: string, at: Date): Promise<PendingChange[] | undefined> {
  return db.transaction().execute(async (trx) => {
    if (!(await claim(trx, task, today))) return undefined;
    const change = await makeWorkOrder(trx, task, at);
    return change ? [change] : [];
  });
}

/**
 * DESIGN §18: the recurring tasks due today or before (each hotel's own day), made once
 * however many passes or app instances run, and their next_due moved on. Runs with the day
 * plan pass, every minute. Returns the ids of the tasks it made an occurrence of.
 */
export async function runRecurringTasksPass(db: Db, bus: EventBus, now = new Date()): Promise<string[]> {
  // A coarse filter first (no hotel is more than a day ahead of UTC); each hotel's day decides.
  const candidates = await db
    .selectFrom('recurring_tasks as t')
    .innerJoin('hotels as h', 'h.id', 't.hotel_id')
    .select([...TASK_COLUMNS, 'h.timezone'])
    .where(sql<boolean>`t.next_due <= ${addDays(now.toISOString().slice(0, 10), 1)}::date`)
    .orderBy('t.next_due')
    .execute();
  const made: string[] = [];
  for (const task of candidates) {
    const today = hotelDate(task.timezone, now);
    if (task.next_due > today) continue;
    if (task.kind === 'cleaning' && task.room_id) {
      if (await makeCleaning({ db, bus }, { ...task, room_id: task.room_id }, today, now)) made.push(task.id);
      continue;
    }
    const changes = await materializeWorkOrder(db, task, today, now);
    if (!changes) continue;
    made.push(task.id);
    announce({ bus }, changes);
  }
  return made;
}
