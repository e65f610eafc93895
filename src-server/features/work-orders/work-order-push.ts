import type { Language } from '../../../src-shared/languages';
import type { AssignmentPush } from '../../../src-shared/push.schemas';
import type { WorkOrderCategory } from '../../../src-shared/work-orders.schemas';
import { WORK_ORDER_CATEGORY_EN } from '../../../src-shared/system-notes';
import type { Context } from '../../trpc/context';
import { CSV_TEXTS } from '../reports/csv-texts';

/** The work-order list the push opens (the maintenance dashboard). */
export const WORK_ORDERS_URL = '/dashboard';

const TEXTS: Record<Language, { title: string; body(place: string, title: string): string }> = {
  en: { title: 'New work order', body: (place, title) => `${place}: ${title}` },
  es: { title: 'Nueva orden de trabajo', body: (place, title) => `${place}: ${title}` },
  'pt-BR': { title: 'Nova ordem de serviço', body: (place, title) => `${place}: ${title}` },
  fr: { title: "Nouveau bon d'intervention", body: (place, title) => `${place} : ${title}` },
  pl: { title: 'Nowe zlecenie', body: (place, title) => `${place}: ${title}` },
  ht: { title: 'Nouvo lòd travay', body: (place, title) => `${place}: ${title}` },
  vi: { title: 'Lệnh sửa chữa mới', body: (place, title) => `${place}: ${title}` },
  tl: { title: 'Bagong work order', body: (place, title) => `${place}: ${title}` },
  'zh-Hans': { title: '新工单', body: (place, title) => `${place}：${title}` },
  ar: { title: 'أمر عمل جديد', body: (place, title) => `${place}: ${title}` },
};

const PLACE: Record<Language, (room: string | null, area: string | null) => string> = {
  en: (room, area) => (room ? `Room ${room}` : (area ?? '')),
  es: (room, area) => (room ? `Habitación ${room}` : (area ?? '')),
  'pt-BR': (room, area) => (room ? `Quarto ${room}` : (area ?? '')),
  fr: (room, area) => (room ? `Chambre ${room}` : (area ?? '')),
  pl: (room, area) => (room ? `Pokój ${room}` : (area ?? '')),
  ht: (room, area) => (room ? `Chanm ${room}` : (area ?? '')),
  vi: (room, area) => (room ? `Phòng ${room}` : (area ?? '')),
  tl: (room, area) => (room ? `Kuwarto ${room}` : (area ?? '')),
  'zh-Hans': (room, area) => (room ? `${room} 号房` : (area ?? '')),
  ar: (room, area) => (room ? `الغرفة ${room}` : (area ?? '')),
};

type PushedOrder = { id: string; title: string; category: WorkOrderCategory; roomNumber: string | null; areaName: string | null };

/**
 * A report without a typed title is stored under its category's English name: the assignee
 * reads that category in their own language (the words the CSVs use); a typed title stays as typed.
 */
function titleIn(order: PushedOrder, language: Language): string {
  return order.title === WORK_ORDER_CATEGORY_EN[order.category] ? CSV_TEXTS[language].systemNote.category[order.category] : order.title;
}

export function workOrderPayload(order: PushedOrder, language: Language): AssignmentPush {
  const t = TEXTS[language];
  return {
    title: t.title,
    body: t.body(PLACE[language](order.roomNumber, order.areaName), titleIn(order, language)),
    url: WORK_ORDERS_URL,
    tag: `work-order-${order.id}`,
    roomNumbers: order.roomNumber ? [order.roomNumber] : [],
  };
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
