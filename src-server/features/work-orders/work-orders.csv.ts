import { formatInTimeZone } from 'date-fns-tz';
import type { Language } from '../../../src-shared/languages';
import type { WorkOrder, WorkOrderCategory, WorkOrderPriority, WorkOrderStatus } from '../../../src-shared/work-orders.schemas';
import { csvFile } from '../reports/report-csv';

/** The work-order list's words in each language (the Spanish follows src-client/locales/es). */
const TEXTS: Record<
  Language,
  {
    headers: string[];
    category: Record<WorkOrderCategory, string>;
    priority: Record<WorkOrderPriority, string>;
    status: Record<WorkOrderStatus, string>;
    yes: string;
    no: string;
    fileName: string;
  }
> = {
  en: {
    headers: ['Room', 'Area', 'Category', 'Title', 'Note', 'Priority', 'Status', 'Assignee', 'Due', 'Out of order', 'Reported by', 'Reported', 'Done'],
    category: { plumbing: 'Plumbing', electrical: 'Electrical', furniture: 'Furniture', appliance: 'Appliance', cleaning_supplies: 'Cleaning supplies', other: 'Other' },
    priority: { low: 'Low', normal: 'Normal', urgent: 'Urgent' },
    status: { open: 'Open', in_progress: 'In progress', on_hold: 'On hold', done: 'Done' },
    yes: 'Yes',
    no: 'No',
    fileName: 'work-orders',
  },
  es: {
    headers: ['Habitación', 'Zona', 'Categoría', 'Título', 'Nota', 'Prioridad', 'Estado', 'Asignada a', 'Vence', 'Fuera de orden', 'Informada por', 'Informada', 'Terminada'],
    category: { plumbing: 'Fontanería', electrical: 'Electricidad', furniture: 'Mobiliario', appliance: 'Electrodoméstico', cleaning_supplies: 'Productos de limpieza', other: 'Otro' },
    priority: { low: 'Baja', normal: 'Normal', urgent: 'Urgente' },
    status: { open: 'Abierta', in_progress: 'En curso', on_hold: 'En espera', done: 'Terminada' },
    yes: 'Sí',
    no: 'No',
    fileName: 'ordenes-de-trabajo',
  },
  'zh-Hans': {
    headers: ['房号', '区域', '类别', '标题', '备注', '优先级', '状态', '负责人', '截止', '维修房', '报告人', '报告时间', '完成时间'],
    category: { plumbing: '水管', electrical: '电气', furniture: '家具', appliance: '电器', cleaning_supplies: '清洁用品', other: '其他' },
    priority: { low: '低', normal: '普通', urgent: '紧急' },
    status: { open: '待处理', in_progress: '进行中', on_hold: '暂缓', done: '已完成' },
    yes: '是',
    no: '否',
    fileName: 'work-orders',
  },
  ar: {
    headers: ['الغرفة', 'المنطقة', 'الفئة', 'العنوان', 'ملاحظة', 'الأولوية', 'الحالة', 'المسؤول', 'الموعد النهائي', 'معطّلة', 'أبلغ عنه', 'وقت البلاغ', 'وقت الإنجاز'],
    category: { plumbing: 'سباكة', electrical: 'كهرباء', furniture: 'أثاث', appliance: 'أجهزة', cleaning_supplies: 'مواد التنظيف', other: 'أخرى' },
    priority: { low: 'منخفضة', normal: 'عادية', urgent: 'عاجلة' },
    status: { open: 'مفتوح', in_progress: 'قيد التنفيذ', on_hold: 'معلّق', done: 'منجز' },
    yes: 'نعم',
    no: 'لا',
    fileName: 'work-orders',
  },
};

/** The list as a spreadsheet opens it: words in the reader's language, times on the hotel's clock. */
export function workOrdersCsv(rows: readonly WorkOrder[], timezone: string, language: Language): string {
  const t = TEXTS[language];
  const when = (at: string | null) => (at ? formatInTimeZone(new Date(at), timezone, 'yyyy-MM-dd HH:mm') : null);
  return csvFile(
    t.headers,
    rows.map((w) => [
      w.roomNumber,
      w.areaName,
      t.category[w.category],
      w.title,
      w.note,
      t.priority[w.priority],
      t.status[w.status],
      w.assigneeName,
      when(w.dueAt),
      w.outOfOrder ? t.yes : t.no,
      w.createdByName,
      when(w.createdAt),
      when(w.doneAt),
    ]),
  );
}

export function workOrdersCsvName(language: Language): string {
  return `${TEXTS[language].fileName}.csv`;
}
