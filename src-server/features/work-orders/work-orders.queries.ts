import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { placedRecordOf } from '../../lib/placed-record';
import type { WorkOrder, WorkOrderComment, WorkOrderDetail } from '../../../src-shared/work-orders.schemas';
import type { z } from 'zod';
import type { listWorkOrdersInput } from '../../../src-shared/work-orders.schemas';
import { iso } from '../../../src-shared/room-row';

function ordersQuery(db: Db) {
  return db
    .selectFrom('work_orders as w')
    .leftJoin('rooms as r', 'r.id', 'w.room_id')
    .leftJoin('areas as a', 'a.id', 'w.area_id')
    .leftJoin('users as asg', 'asg.id', 'w.assignee_id')
    .leftJoin('users as cr', 'cr.id', 'w.created_by')
    .leftJoin('recurring_tasks as rt', 'rt.id', 'w.recurring_task_id')
    .leftJoin('users as sch', 'sch.id', 'rt.created_by')
    .selectAll('w')
    .select([
      'r.room_number',
      'a.name as area_name',
      'asg.full_name as assignee_name',
      'cr.full_name as created_by_name',
      // A recurring task's order is the system's: it names who scheduled the task (a deleted person: '—').
      sql<string | null>`case when w.recurring_task_id is null then null else coalesce(sch.full_name, '—') end`.as('scheduled_by_name'),
      sql<string[]>`coalesce((select array_agg(p.id order by p.created_at, p.id) from work_order_photos p where p.work_order_id = w.id), '{}')`.as('photo_ids'),
      sql<string>`(select count(*) from work_order_comments c where c.work_order_id = w.id)`.as('comment_count'),
    ]);
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof ordersQuery>['execute']>>[number];

function toWorkOrder(w: OrderRow): WorkOrder {
  return {
    ...placedRecordOf(w),
    category: w.category,
    title: w.title,
    note: w.note,
    priority: w.priority,
    status: w.status,
    assigneeId: w.assignee_id,
    assigneeName: w.assignee_name ?? null,
    dueAt: iso(w.due_at),
    outOfOrder: w.out_of_order,
    returnStatus: w.return_status,
    createdBy: w.created_by,
    createdByName: w.created_by_name ?? null,
    scheduledByName: w.scheduled_by_name,
    createdAt: iso(w.created_at)!,
    updatedAt: iso(w.updated_at)!,
    doneAt: iso(w.done_at),
    photoIds: w.photo_ids ?? [],
    commentCount: Number(w.comment_count),
  };
}

/** The hotel's work orders, open ones first by priority and due time, done ones newest first. */
export async function listWorkOrders(db: Db, hotelId: string, filters: Omit<z.infer<typeof listWorkOrdersInput>, 'hotelId'>): Promise<WorkOrder[]> {
  let q = ordersQuery(db).where('w.hotel_id', '=', hotelId);
  if (filters.status) q = q.where('w.status', '=', filters.status);
  if (filters.assigneeId) q = q.where('w.assignee_id', '=', filters.assigneeId);
  if (filters.roomId) q = q.where('w.room_id', '=', filters.roomId);
  if (filters.roomNumber) q = q.where('r.room_number', '=', filters.roomNumber);
  if (filters.areaId) q = q.where('w.area_id', '=', filters.areaId);
  if (filters.category) q = q.where('w.category', '=', filters.category);
  if (filters.priority) q = q.where('w.priority', '=', filters.priority);
  const rows = await q
    .orderBy(sql`case w.status when 'done' then 1 else 0 end`)
    .orderBy(sql`case w.priority when 'urgent' then 0 when 'normal' then 1 else 2 end`)
    .orderBy(sql`w.due_at nulls last`)
    .orderBy('w.created_at', 'desc')
    .orderBy('w.id')
    .limit(2000)
    .execute();
  return rows.map(toWorkOrder);
}

/** Who reported the work order (null once that account is gone, or for no such order). */
export async function workOrderReporter(db: Db, id: string): Promise<string | null> {
  const row = await db.selectFrom('work_orders').select('created_by').where('id', '=', id).executeTakeFirst();
  return row?.created_by ?? null;
}

export async function findWorkOrder(db: Db, id: string): Promise<WorkOrder | undefined> {
  const row = await ordersQuery(db).where('w.id', '=', id).executeTakeFirst();
  return row && toWorkOrder(row);
}

export async function listComments(db: Db, workOrderId: string): Promise<WorkOrderComment[]> {
  const rows = await db
    .selectFrom('work_order_comments as c')
    .leftJoin('users as u', 'u.id', 'c.created_by')
    .select(['c.id', 'c.content', 'c.created_by', 'c.created_at', 'u.full_name'])
    .where('c.work_order_id', '=', workOrderId)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
  return rows.map((c) => ({ id: c.id, content: c.content, createdBy: c.created_by, authorName: c.full_name, createdAt: iso(c.created_at)! }));
}

export async function findWorkOrderDetail(db: Db, id: string): Promise<WorkOrderDetail | undefined> {
  const order = await findWorkOrder(db, id);
  return order && { ...order, comments: await listComments(db, id) };
}
