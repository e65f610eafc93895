import type { Language } from '../../../src-shared/languages';
import type { AssignmentPush } from '../../../src-shared/push.schemas';
import type { Context } from '../../trpc/context';

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

export function workOrderPayload(order: { id: string; title: string; roomNumber: string | null; areaName: string | null }, language: Language): AssignmentPush {
  const t = TEXTS[language];
  return {
    title: t.title,
    body: t.body(PLACE[language](order.roomNumber, order.areaName), order.title),
    url: WORK_ORDERS_URL,
    tag: `work-order-${order.id}`,
    roomNumbers: order.roomNumber ? [order.roomNumber] : [],
  };
}

/** Fire and forget after commit: the assignee hears of the work order in their own language (DESIGN §18). */
export function notifyWorkOrderAssignee(
  ctx: Pick<Context, 'push'>,
  assigneeId: string | null,
  order: { id: string; title: string; roomNumber: string | null; areaName: string | null },
) {
  if (!ctx.push || !assigneeId) return;
  ctx.push.notify(assigneeId, (language) => workOrderPayload(order, language));
}
