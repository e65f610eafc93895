import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { WorkOrderCategory } from '../../../src-shared/work-orders.schemas';
import { WORK_ORDER_CATEGORY_EN, type SystemNote } from '../../../src-shared/system-notes';
import { historyNoteColumns } from '../../rooms/change-rooms';

/**
 * The day's history rows a work order writes (DESIGN §12, §18): reported and done. When the
 * room changes with it (out of order set or ended) the status change's own row carries the
 * action; otherwise a row of its own records it, the room's status unchanged (from = to), so
 * no report counts it as a clean and the room's version (the devices' stale check) stays.
 */
export const WORK_ORDER_HISTORY_ACTIONS = { created: 'work_order_created', done: 'work_order_done' } as const;
export type WorkOrderHistoryEvent = keyof typeof WORK_ORDER_HISTORY_ACTIONS;

export function workOrderHistoryEvent(action: string | null): WorkOrderHistoryEvent | null {
  if (action === WORK_ORDER_HISTORY_ACTIONS.created) return 'created';
  if (action === WORK_ORDER_HISTORY_ACTIONS.done) return 'done';
  return null;
}

/**
 * The history's note for a work order, as data (issue 19): its title and the reporter's note,
 * each reader wording the category in its language. An untitled report is stored titled by its
 * category in English (createWorkOrder): that title is the category, not words someone typed.
 */
export function workOrderHistoryNote(order: { category: WorkOrderCategory; title: string | null; note: string | null }): SystemNote {
  const title = order.title === WORK_ORDER_CATEGORY_EN[order.category] ? null : order.title;
  return { kind: 'work-order', params: { category: order.category, title, note: order.note } };
}

/** A history row for a work order on a room whose status does not change with it. */
export function logWorkOrderEvent(
  trx: Transaction<Database>,
  roomId: string,
  event: WorkOrderHistoryEvent,
  meta: { actorId: string | null; at: Date; historyNote: SystemNote },
): Promise<void> {
  return logServiceEvent(trx, roomId, WORK_ORDER_HISTORY_ACTIONS[event], meta);
}

/**
 * A day-history row for a service event on a room (a work order, a guest request done, a
 * turndown done) that leaves its status as it is: from = to, so no report counts it as a clean.
 * The note: the app's own (data), plain text (names and numbers, no words), or none.
 */
export async function logServiceEvent(
  trx: Transaction<Database>,
  roomId: string,
  action: string,
  meta: { actorId: string | null; at: Date; historyNote: SystemNote | string | null },
): Promise<void> {
  const room = await trx
    .selectFrom('room_statuses as s')
    .innerJoin('rooms as r', 'r.id', 's.room_id')
    .select(['s.hotel_id', 's.status', 's.assigned_to', 's.cleaning_type', 'r.room_number'])
    .where('s.room_id', '=', roomId)
    .executeTakeFirst();
  if (!room) return;
  await trx
    .insertInto('room_status_events')
    .values({
      room_id: roomId,
      room_number: room.room_number,
      hotel_id: room.hotel_id,
      from_status: room.status,
      to_status: room.status,
      actor_id: meta.actorId,
      at: meta.at,
      ...historyNoteColumns(meta.historyNote),
      assigned_to: room.assigned_to,
      client_action_id: null,
      cleaning_type: room.cleaning_type,
      action,
    })
    .execute();
}
