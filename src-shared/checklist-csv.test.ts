import { describe, expect, it } from 'vitest';
import { checklistItemsCsv, readChecklistItemsCsv } from './checklist-csv';
import type { ChecklistItem } from './checklists.schemas';

const ITEMS: ChecklistItem[] = [
  { id: 'a1', text: 'Mirror spotless, no "streaks"', weight: 3, photoRequired: true, critical: false },
  { id: 'b2', text: '=Bed made; sheets tight', weight: 10, photoRequired: false, critical: true, maintenanceCategory: 'furniture' },
];
let n = 0;
const newId = () => `new${++n}`;

describe("a checklist's items as CSV", () => {
  it('writes UTF-8 with a byte-order mark, fixed column names and yes/no flags', () => {
    const csv = checklistItemsCsv(ITEMS);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFid,text,weight,photo_required,critical,maintenance_category',
      'a1,"Mirror spotless, no ""streaks""",3,yes,no,',
      `b2,"'=Bed made; sheets tight",10,no,yes,furniture`,
      '',
    ]);
  });

  it('reads its own export back as the same items', () => {
    expect(readChecklistItemsCsv(checklistItemsCsv(ITEMS), newId)).toEqual({ ok: true, items: ITEMS });
  });

  it("reads a spreadsheet's own file: any column order, ';', blank optional cells, new ids for rows without one", () => {
    const result = readChecklistItemsCsv('Weight;Text;Critical\r\n2;Towels folded;\r\n5; Floor clean ;Y\r\n', () => 'fresh');
    expect(result).toEqual({
      ok: true,
      items: [
        { id: 'fresh', text: 'Towels folded', weight: 2, photoRequired: false, critical: false },
        { id: 'fresh', text: 'Floor clean', weight: 5, photoRequired: false, critical: true },
      ],
    });
  });

  it('names every bad row by its line, its column and its value, and takes nothing', () => {
    const csv = 'id,text,weight,photo_required,critical,maintenance_category\nok1,Fine,2,no,no,\nbad id,,11,maybe,no,roof\nok1,Again,0,,,\n';
    const result = readChecklistItemsCsv(csv, newId);
    expect(result).toEqual({
      ok: false,
      errors: [
        { line: 3, problem: 'text_missing', column: 'text', value: '' },
        { line: 3, problem: 'weight_invalid', column: 'weight', value: '11' },
        { line: 3, problem: 'category_invalid', column: 'maintenance_category', value: 'roof' },
        { line: 3, problem: 'id_invalid', column: 'id', value: 'bad id' },
        { line: 3, problem: 'flag_invalid', column: 'photo_required', value: 'maybe' },
        { line: 4, problem: 'weight_invalid', column: 'weight', value: '0' },
        { line: 4, problem: 'id_repeated', column: 'id', value: 'ok1' },
      ],
    });
  });

  it('refuses a file without the required columns, without rows, with too many, or with an open quote', () => {
    expect(readChecklistItemsCsv('name,points\nx,1', newId)).toEqual({
      ok: false,
      errors: [
        { line: 1, problem: 'column_missing', column: 'text' },
        { line: 1, problem: 'column_missing', column: 'weight' },
      ],
    });
    expect(readChecklistItemsCsv('text,weight\n', newId)).toEqual({ ok: false, errors: [{ line: 0, problem: 'no_items' }] });
    expect(readChecklistItemsCsv(`text,weight\n${'x,1\n'.repeat(101)}`, newId)).toEqual({ ok: false, errors: [{ line: 0, problem: 'too_many_items' }] });
    expect(readChecklistItemsCsv('text,weight\n"open,1\n', newId)).toEqual({ ok: false, errors: [{ line: 2, problem: 'unclosed_quote' }] });
    expect(readChecklistItemsCsv(`text,weight\n${'x'.repeat(301)},1\n`, newId)).toEqual({ ok: false, errors: [{ line: 2, problem: 'text_too_long', column: 'text' }] });
  });
});
