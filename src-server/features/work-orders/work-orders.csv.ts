import type { Language } from '../../../src-shared/languages';
import type { WorkOrder, WorkOrderPriority, WorkOrderStatus } from '../../../src-shared/work-orders.schemas';
import { csvFile } from '../../http/csv-file';
import { clockCell } from '../reports/report-csv';
import { sayAll, sayIn, screenWord, type CatalogText } from '../../i18n/catalogs';
import { ROOM_HEADER, STATUS_HEADER, WORK_ORDER_CATEGORY_WORDS } from '../../i18n/words';

/** The work-order list's words, as the app's catalogs say them. */
export const WORK_ORDERS_CSV_TEXTS = {
  headers: [
    ROOM_HEADER,
    /*i18n*/ { id: 'csv.workOrders.area', message: 'Area' },
    screenWord('desk', 'Category'),
    screenWord('desk', 'Title'),
    screenWord('maintenance', 'Note'),
    screenWord('desk', 'Priority'),
    STATUS_HEADER,
    /*i18n*/ { id: 'csv.workOrders.assignee', message: 'Assignee' },
    /*i18n*/ { id: 'csv.workOrders.due', message: 'Due' },
    /*i18n*/ { id: 'csv.workOrders.outOfOrder', message: 'Out of order' },
    /*i18n*/ { id: 'csv.workOrders.reportedBy', message: 'Reported by' },
    /*i18n*/ { id: 'csv.workOrders.reported', message: 'Reported' },
    /*i18n*/ { id: 'csv.workOrders.done', message: 'Done' },
  ],
  category: WORK_ORDER_CATEGORY_WORDS,
  priority: {
    low: screenWord('maintenance', 'Low'),
    normal: screenWord('maintenance', 'Normal'),
    urgent: screenWord('maintenance', 'Urgent'),
  } satisfies Record<WorkOrderPriority, CatalogText>,
  status: {
    open: screenWord('desk', 'Open'),
    in_progress: screenWord('desk', 'In progress'),
    on_hold: screenWord('maintenance', 'On hold'),
    done: screenWord('maintenance', 'Done'),
  } satisfies Record<WorkOrderStatus, CatalogText>,
  yesNo: { yes: screenWord('desk', 'Yes'), no: screenWord('desk', 'No') },
  fileName: /*i18n*/ { id: 'csv.file.workOrders', message: 'work-orders' },
};

/** The list as a spreadsheet opens it: words in the reader's language, times on the hotel's clock. */
export function workOrdersCsv(rows: readonly WorkOrder[], timezone: string, language: Language): string {
  const say = sayIn(language);
  const texts = WORK_ORDERS_CSV_TEXTS;
  const t = { category: sayAll(say, texts.category), priority: sayAll(say, texts.priority), status: sayAll(say, texts.status), ...sayAll(say, texts.yesNo) };
  const when = (at: string | null) => clockCell(at, timezone, 'dayTime');
  return csvFile(
    texts.headers.map((text) => say(text)),
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
  return `${sayIn(language)(WORK_ORDERS_CSV_TEXTS.fileName)}.csv`;
}
