import type { Language } from '../../../src-shared/languages';
import type { AssignmentPush } from '../../../src-shared/push.schemas';
import type { WorkOrderCategory } from '../../../src-shared/work-orders.schemas';
import { WORK_ORDER_CATEGORY_EN } from '../../../src-shared/system-notes';
import type { Context } from '../../trpc/context';
import { sayIn, type CatalogText, type Say } from '../../i18n/catalogs';
import { WORK_ORDER_CATEGORY_WORDS } from '../../i18n/words';

/** The work-order list the push opens (the maintenance dashboard). */
export const WORK_ORDERS_URL = '/dashboard';

/** A work order's push, from the catalogs (server.po). */
export const WORK_ORDER_PUSH_TEXTS = {
  title: /*i18n*/ { id: 'push.workOrder.title', message: 'New work order' },
  body: /*i18n*/ { id: 'push.workOrder.body', message: '{place}: {title}' },
  /** Where the work is: a room, else the area as the hotel named it. */
  room: /*i18n*/ { id: 'push.workOrder.room', message: 'Room {room}' },
} satisfies Record<string, CatalogText>;

type PushedOrder = { id: string; title: string; category: WorkOrderCategory; roomNumber: string | null; areaName: string | null };

/**
 * A report without a typed title is stored under its category's English name: the assignee
 * reads that category in their own language (the words the CSVs use); a typed title stays as typed.
 */
function titleIn(order: PushedOrder, say: Say): string {
  return order.title === WORK_ORDER_CATEGORY_EN[order.category] ? say(WORK_ORDER_CATEGORY_WORDS[order.category]) : order.title;
}

export function workOrderPayload(order: PushedOrder, language: Language): AssignmentPush {
  const say = sayIn(language);
  const t = WORK_ORDER_PUSH_TEXTS;
  const place = order.roomNumber ? say(t.room, { room: order.roomNumber }) : (order.areaName ?? '');
  return {
    title: say(t.title),
    body: say(t.body, { place, title: titleIn(order, say) }),
    url: WORK_ORDERS_URL,
    tag: `work-order-${order.id}`,
    roomNumbers: order.roomNumber ? [order.roomNumber] : [],
  };
}

/**
 * Fire and forget after commit: a new report with no assignee reaches the hotel's maintenance
 * staff, each in their own language (issue 29: it reached nobody until someone reloaded); the
 * one who reported it is not told of their own report.
 */
export async function notifyMaintenanceStaff(ctx: Pick<Context, 'push' | 'db'>, hotelId: string, reporterId: string, order: PushedOrder) {
  const push = ctx.push;
  if (!push) return;
  const staff = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('hotel_id', '=', hotelId)
    .where('role', '=', 'maintenance')
    .where('status', '=', 'approved')
    .where('id', '!=', reporterId)
    .execute();
  for (const { id } of staff) push.notify(id, (language) => workOrderPayload(order, language));
}

/** Fire and forget after commit: the assignee hears of the work order in their own language (DESIGN §18). */
export function notifyWorkOrderAssignee(
  ctx: Pick<Context, 'push'>,
  assigneeId: string | null,
  order: PushedOrder,
) {
  if (!ctx.push || !assigneeId) return;
  ctx.push.notify(assigneeId, (language) => workOrderPayload(order, language));
}
