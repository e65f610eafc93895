import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { placedRecordOf } from '../../lib/placed-record';
import type { RecurringTaskRow } from '../../../src-shared/recurring-tasks.schemas';

/** A recurring task's own columns (`t`), as the list and the periodic pass read them. */
export const TASK_COLUMNS = [
  't.id',
  't.hotel_id',
  't.room_id',
  't.area_id',
  't.title',
  't.kind',
  't.category',
  't.priority',
  't.cleaning_type',
  't.every_days',
  sql<string>`t.next_due::text`.as('next_due'),
] as const;

function tasksQuery(db: Db) {
  return db
    .selectFrom('recurring_tasks as t')
    .leftJoin('rooms as r', 'r.id', 't.room_id')
    .leftJoin('areas as a', 'a.id', 't.area_id')
    .select([...TASK_COLUMNS, 'r.room_number', 'a.name as area_name']);
}

type Row = Awaited<ReturnType<ReturnType<typeof tasksQuery>['execute']>>[number];

const toTask = (row: Row): RecurringTaskRow => ({
  ...placedRecordOf(row),
  title: row.title,
  kind: row.kind,
  category: row.category,
  priority: row.priority,
  cleaningType: row.cleaning_type,
  everyDays: row.every_days,
  nextDue: row.next_due,
});

export async function findRecurringTasks(db: Db, hotelId: string): Promise<RecurringTaskRow[]> {
  const rows = await tasksQuery(db).where('t.hotel_id', '=', hotelId).orderBy('t.next_due').orderBy('t.title').orderBy('t.id').execute();
  return rows.map(toTask);
}

export async function findRecurringTask(db: Db, id: string): Promise<RecurringTaskRow | undefined> {
  const row = await tasksQuery(db).where('t.id', '=', id).executeTakeFirst();
  return row && toTask(row);
}
