import { parseCsv } from './csv';
import { csvCellText, csvFile } from './csv-write';
import { CHECKLIST_LIMITS, type ChecklistItem } from './checklists.schemas';
import { WORK_ORDER_CATEGORIES, type WorkOrderCategory } from './work-orders.schemas';
import { noNul } from './text.schemas';

/**
 * A checklist's items as CSV (issue 31): exported, edited in a spreadsheet, imported back into
 * the checklist form. The columns have fixed names in every language, so a file written by a
 * Spanish manager reads in a French one's screen; the category is its code ('plumbing'), the
 * flags 'yes' or 'no'. The id keeps an item's identity when the file comes back (blank: a new
 * item). Any order of columns; 'text' and 'weight' are required, the others optional.
 */
export const CHECKLIST_CSV_COLUMNS = ['id', 'text', 'weight', 'photo_required', 'critical', 'maintenance_category'] as const;
type Column = (typeof CHECKLIST_CSV_COLUMNS)[number];
const REQUIRED_COLUMNS: readonly Column[] = ['text', 'weight'];

export function checklistItemsCsv(items: readonly ChecklistItem[]): string {
  const flag = (v: boolean) => (v ? 'yes' : 'no');
  return csvFile(
    CHECKLIST_CSV_COLUMNS,
    items.map((i) => [i.id, i.text, i.weight, flag(i.photoRequired), flag(i.critical), i.maintenanceCategory ?? '']),
  );
}

export type ChecklistCsvProblem =
  | 'unclosed_quote'
  | 'column_missing'
  | 'no_items'
  | 'too_many_items'
  | 'text_missing'
  | 'text_too_long'
  | 'weight_invalid'
  | 'flag_invalid'
  | 'category_invalid'
  | 'id_invalid'
  | 'id_repeated';

/** One problem of the file: the line a spreadsheet shows (0 for the file as a whole), the column, the value. */
export interface ChecklistCsvError {
  line: number;
  problem: ChecklistCsvProblem;
  column?: Column;
  value?: string;
}

export type ChecklistCsvResult = { ok: true; items: ChecklistItem[] } | { ok: false; errors: ChecklistCsvError[] };

const YES = new Set(['yes', 'y', 'true', '1', 'x']);
const NO = new Set(['no', 'n', 'false', '0', '']);
const ID = /^[\w-]{1,64}$/;

/** The items of a CSV file, or every problem found (nothing is taken from a file with one). */
export function readChecklistItemsCsv(text: string, newId: () => string): ChecklistCsvResult {
  const parsed = parseCsv(text);
  if (!parsed.ok) return { ok: false, errors: [{ line: parsed.line, problem: 'unclosed_quote' }] };
  const [header, ...rows] = parsed.records;
  const names = (header?.fields ?? []).map((f) => f.trim().toLowerCase());
  const at = new Map(CHECKLIST_CSV_COLUMNS.map((c) => [c, names.indexOf(c)]));
  const missing = REQUIRED_COLUMNS.filter((c) => at.get(c)! < 0);
  if (missing.length > 0) return { ok: false, errors: missing.map((column) => ({ line: header?.line ?? 1, problem: 'column_missing', column })) };
  if (rows.length === 0) return { ok: false, errors: [{ line: 0, problem: 'no_items' }] };
  if (rows.length > CHECKLIST_LIMITS.items) return { ok: false, errors: [{ line: 0, problem: 'too_many_items' }] };

  const errors: ChecklistCsvError[] = [];
  const items: ChecklistItem[] = [];
  const seen = new Set<string>();
  for (const { line, fields } of rows) {
    const cell = (c: Column) => {
      const i = at.get(c)!;
      return i < 0 ? '' : csvCellText(fields[i] ?? '').trim();
    };
    const fail = (problem: ChecklistCsvProblem, column: Column) => errors.push({ line, problem, column, value: cell(column) });
    const flag = (column: Column) => {
      const v = cell(column).toLowerCase();
      if (YES.has(v)) return true;
      if (!NO.has(v)) fail('flag_invalid', column);
      return false;
    };
    const itemText = cell('text');
    if (itemText === '' || !noNul(itemText)) fail('text_missing', 'text');
    else if (itemText.length > CHECKLIST_LIMITS.itemText) errors.push({ line, problem: 'text_too_long', column: 'text' });
    const weight = cell('weight');
    if (!/^\d{1,2}$/.test(weight) || Number(weight) < 1 || Number(weight) > 10) fail('weight_invalid', 'weight');
    const category = cell('maintenance_category').toLowerCase();
    if (category !== '' && !(WORK_ORDER_CATEGORIES as readonly string[]).includes(category)) fail('category_invalid', 'maintenance_category');
    let id = cell('id');
    if (id !== '' && !ID.test(id)) fail('id_invalid', 'id');
    else if (id !== '' && seen.has(id)) fail('id_repeated', 'id');
    if (id === '') id = newId();
    seen.add(id);
    const photoRequired = flag('photo_required');
    const critical = flag('critical');
    items.push({ id, text: itemText, weight: Number(weight), photoRequired, critical, ...(category ? { maintenanceCategory: category as WorkOrderCategory } : {}) });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, items };
}
