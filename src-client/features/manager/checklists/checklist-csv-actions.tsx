import { useId, useRef, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { checklistItemsCsv, readChecklistItemsCsv, type ChecklistCsvError } from '../../../../src-shared/checklist-csv';
import type { ChecklistItem } from '../../../../src-shared/checklists.schemas';
import { toast } from '../../../lib/toast';
import { translateReason } from '../../../lib/reasons';
import { Button } from '../../../components/ui/button';
import { itemDraft, newItemId, type ItemDraft } from './checklist-draft';

/** A file name from the checklist's name: letters and digits kept, in any script. */
const fileName = (name: string) => `${name.trim().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'checklist'}.csv`;

interface CsvActionsProps {
  name: string;
  /** The form's items, exported as they stand (only those the schema takes). */
  items(): ChecklistItem[] | null;
  onImport(items: ItemDraft[]): void;
}

/**
 * Export and import of the form's items (src-shared/checklist-csv.ts). An import with any bad
 * row changes nothing and lists every problem by its line; a good one replaces the form's
 * items, which are saved with the checklist.
 */
export function ChecklistCsvActions({ name, items, onImport }: CsvActionsProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<ChecklistCsvError[]>([]);

  const exportCsv = () => {
    const list = items();
    if (!list) return toast.error(t`Correct the items before exporting them`);
    const url = URL.createObjectURL(new Blob([checklistItemsCsv(list)], { type: 'text/csv;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: fileName(name) });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const importCsv = async (file: File | undefined) => {
    if (!file) return;
    const result = readChecklistItemsCsv(await file.text(), newItemId);
    if (input.current) input.current.value = '';
    if (!result.ok) return setErrors(result.errors);
    setErrors([]);
    onImport(result.items.map(itemDraft));
    const count = result.items.length;
    toast.success(plural(count, { one: '# item read from the file: save the checklist to keep it', other: '# items read from the file: save the checklist to keep them' }));
  };

  const problem = (e: ChecklistCsvError) => {
    const value = e.value ?? '';
    const column = e.column ?? '';
    const texts: Record<ChecklistCsvError['problem'], string> = {
      unclosed_quote: t`A quote opened here is never closed`,
      column_missing: t`The file has no column named “${column}”`,
      no_items: t`The file has no items`,
      too_many_items: translateReason('CHECKLIST_TOO_MANY_ITEMS'),
      text_missing: t`The item has no text`,
      text_too_long: t`The item's text is longer than 300 characters`,
      weight_invalid: t`The weight “${value}” is not a whole number from 1 to 10`,
      flag_invalid: t`“${value}” in ${column} is neither yes nor no`,
      category_invalid: t`“${value}” is not a work order category`,
      id_invalid: t`The id “${value}” may hold only letters, digits, _ and -`,
      id_repeated: t`The id “${value}” is on an earlier row too`,
    };
    const line = i18n.number(e.line);
    return e.line > 0 ? t`Row ${line}: ${texts[e.problem]}` : texts[e.problem];
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={exportCsv}>
          <Trans>Export items (CSV)</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={() => input.current?.click()} aria-describedby={`${id}-hint`}>
          <Trans>Import items (CSV)</Trans>
        </Button>
        <input ref={input} type="file" accept=".csv,.txt,text/csv" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(e) => void importCsv(e.target.files?.[0])} />
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        <Trans>
          Columns: id, text, weight, photo_required, critical, maintenance_category (the export's). Flags are yes or no; an import replaces the items below.
        </Trans>
      </p>
      {errors.length > 0 && (
        <div role="alert" className="text-sm text-destructive dark:text-red-400">
          <p className="font-medium">
            <Trans>Nothing was imported:</Trans>
          </p>
          <ul className="list-disc ps-5">
            {errors.map((e, i) => (
              <li key={i}>{problem(e)}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
