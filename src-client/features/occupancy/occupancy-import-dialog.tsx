import { useId, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { parseCsv } from '../../../src-shared/csv';
import { mapOccupancyRows } from '../../../src-shared/occupancy-import';
import { MAX_CSV_CHARS, type CsvMapping } from '../../../src-shared/occupancy-import.schemas';
import { STAYS, type Stay } from '../../../src-shared/stays';
import { trpc } from '../../lib/trpc';
import { useFormSubmit } from '../../lib/use-form-submit';
import { refusalOf, translateReason } from '../../lib/reasons';
import { Checkbox } from '../../components/ui/checkbox';
import { FormDialog } from '../../components/ui/form-dialog';
import { Dialog } from '../../components/ui/dialog';
import { Button } from '../../components/ui/button';
import { NativeSelect } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Table, TableHead, Td, Tr } from '../../components/ui/table';
import { MAPPED_FIELDS, REQUIRED_FIELDS, foreignStays, initialChoice, mappingOf, type ColumnChoice, type MappedField } from './csv-mapping';
import { ALL_STAY_LABELS } from './plan-labels';
import { dayPlanKey } from './day-plan-panel';

const FIELD_LABELS: Record<MappedField, MessageDescriptor> = {
  roomNumber: msg`Room number`,
  stay: msg`Stay`,
  occupied: msg`Occupied`,
  guests: msg`Guests`,
  nights: msg`Nights`,
  optOut: msg`Guest opted out`,
  arrivalTime: msg`Arrival time`,
  departureTime: msg`Departure time`,
  vip: msg`VIP level (0–3)`,
  earlyCheckIn: msg`Early check-in asked`,
  turndownRequested: msg`Turndown requested`,
};
const PREVIEW_ROWS = 5;
const NONE = '';

interface LoadedFile {
  name: string;
  csv: string;
}

/**
 * A PMS report in (DESIGN §17): the file, then which column holds what (remembered for the
 * hotel), a preview of the first rows, then the import. A bad row refuses the whole file:
 * every such line is listed and nothing is imported.
 */
export function OccupancyImportDialog({ hotelId, date, onClose }: { hotelId: string; date: string; onClose(): void }) {
  const { t, i18n } = useLingui();
  const fileId = useId();
  const headerId = useId();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const saved = trpc.occupancy.mapping.useQuery({ hotelId });
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [hasHeader, setHasHeader] = useState<boolean | null>(null);
  const [choice, setChoice] = useState<ColumnChoice | null>(null);
  const [stayValues, setStayValues] = useState<Record<string, Stay | ''>>({});
  const [problems, setProblems] = useState<{ error: string; lines: string[] } | null>(null);
  const [done, setDone] = useState<{ count: number; planned: number | null } | null>(null);
  const importFile = trpc.occupancy.import.useMutation();

  const withHeader = hasHeader ?? saved.data?.mapping?.hasHeader ?? true;
  const parsed = useMemo(() => (file ? parseCsv(file.csv) : null), [file]);
  const { records, header, rows } = useMemo(() => {
    const all = parsed?.ok ? parsed.records : [];
    return { records: all, header: withHeader ? (all[0]?.fields ?? []) : null, rows: withHeader ? all.slice(1) : all };
  }, [parsed, withHeader]);
  const width = Math.max(0, ...records.slice(0, PREVIEW_ROWS + 1).map((r) => r.fields.length));
  const columns = choice ?? initialChoice(header, saved.data?.mapping ?? null);
  const foreign = useMemo(() => foreignStays(rows, columns.stay), [rows, columns.stay]);
  const chosenStays = Object.fromEntries(Object.entries(stayValues).filter(([k, v]) => v !== '' && foreign.includes(k))) as Record<string, Stay>;
  const mapping: CsvMapping = mappingOf(columns, header, { ...savedStayValues(saved.data?.mapping ?? null, foreign), ...chosenStays });
  const missing = REQUIRED_FIELDS.filter((f) => columns[f] === null);
  // A handful of rows: read again on every render, as the mapping changes.
  const preview = parsed?.ok && missing.length === 0 ? mapOccupancyRows(records.slice(0, PREVIEW_ROWS + (withHeader ? 1 : 0)), mapping) : null;

  const { errors, setErrors, pending, submitWith } = useFormSubmit({
    // The import stays disabled until a file is read and every required column chosen (each says so itself).
    check: () => ({
      ...(!file ? { file: t`Choose a CSV file` } : {}),
      ...(missing.length > 0 ? { columns: t`Choose the column that holds this` } : {}),
    }),
    mutate: () => importFile.mutateAsync({ hotelId, date, csv: file!.csv, mapping }),
    onSuccess: (written) => {
      setDone({ count: written.count, planned: written.plan ? written.plan.rooms.length : null });
      utils.occupancy.mapping.setData({ hotelId }, { mapping });
    },
    failure: t`The file could not be imported`,
    // A bad row refuses the whole file: each such line is listed under the form's own line.
    failed: (message, error) => {
      const lines = (refusalOf(error)?.issues ?? []).flatMap((issue) => (issue.reason ? [translateReason(issue.reason, issue.values)] : []));
      setProblems({ error: message, lines });
    },
    refresh: () => Promise.all([queryClient.invalidateQueries({ queryKey: dayPlanKey(hotelId, date) }), utils.occupancy.byDay.invalidate(), utils.turndown.tonight.invalidate()]),
  });

  async function pick(files: FileList | null) {
    setProblems(null);
    setDone(null);
    setChoice(null);
    const picked = files?.[0];
    if (!picked) return setFile(null);
    const csv = await picked.text();
    if (csv.length > MAX_CSV_CHARS) {
      setFile(null);
      return setErrors({ file: t`The file is too large` });
    }
    setErrors({});
    setFile({ name: picked.name, csv });
  }

  const setColumn = (field: MappedField, value: string) => setChoice({ ...columns, [field]: value === NONE ? null : Number(value) });
  const columnName = (i: number) => (header?.[i]?.trim() ? header[i]!.trim() : t`Column ${i + 1}`);

  if (done) {
    const { count, planned } = done;
    return (
      // Done only: after a successful import there is nothing left to cancel (issue 29).
      <Dialog open onOpenChange={(open) => !open && onClose()} title={<Trans>Import occupancy</Trans>} footer={<Button onClick={onClose}><Trans>Done</Trans></Button>}>
        <p role="status" className="text-sm">
          <Trans>Imported {count} rooms for {date}.</Trans>{' '}
          {planned !== null && <Trans>The plan was applied automatically to {planned} rooms.</Trans>}
        </p>
      </Dialog>
    );
  }

  return (
    <FormDialog
      title={<Trans>Import occupancy</Trans>}
      description={<Trans>A CSV report of arrivals, departures and in-house guests from your PMS, for {date}.</Trans>}
      onClose={onClose}
      onSubmit={submitWith(undefined)}
      submitLabel={<Trans>Import</Trans>}
      pending={pending || !file || missing.length > 0}
      error={problems?.error}
    >
      <div className="space-y-1.5">
        <Label htmlFor={fileId}>
          <Trans>CSV file</Trans>
        </Label>
        <input
          id={fileId}
          type="file"
          accept=".csv,.txt,text/csv"
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? `${fileId}-error` : undefined}
          onChange={(e) => void pick(e.target.files)}
          className="block w-full text-sm file:me-3 file:h-10 file:rounded-md file:border file:border-input file:bg-card file:px-3"
        />
        {errors.file && (
          <p id={`${fileId}-error`} className="text-sm text-destructive dark:text-red-400">
            {errors.file}
          </p>
        )}
        {parsed && !parsed.ok && (
          <p role="alert" className="text-sm text-destructive dark:text-red-400">
            {translateReason('CSV_UNCLOSED_QUOTE', { line: String(parsed.line) })}
          </p>
        )}
      </div>
      {parsed?.ok && (
        <>
          <div className="flex items-center gap-3">
            <Checkbox
              id={headerId}
              checked={withHeader}
              onChange={(e) => {
                setHasHeader(e.target.checked);
                setChoice(null);
              }}
            />
            <label htmlFor={headerId} className="text-sm font-medium">
              <Trans>The first row holds the column names</Trans>
            </label>
          </div>
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold">
              <Trans>Which column holds what</Trans>
            </legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {MAPPED_FIELDS.map((field) => (
                <ColumnSelect
                  key={field}
                  label={i18n._(FIELD_LABELS[field])}
                  required={REQUIRED_FIELDS.includes(field)}
                  value={columns[field]}
                  width={width}
                  columnName={columnName}
                  onChange={(v) => setColumn(field, v)}
                />
              ))}
            </div>
          </fieldset>
          {foreign.length > 0 && (
            <fieldset className="space-y-3">
              <legend className="text-sm font-semibold">
                <Trans>What the file's stay words mean</Trans>
              </legend>
              <div className="grid gap-3 sm:grid-cols-2">
                {foreign.map((word) => (
                  <StayValueSelect
                    key={word}
                    word={word}
                    value={stayValues[word] ?? mapping.stayValues[word] ?? ''}
                    onChange={(v) => setStayValues((s) => ({ ...s, [word]: v }))}
                  />
                ))}
              </div>
            </fieldset>
          )}
          <Preview rows={preview} />
        </>
      )}
      {problems && problems.lines.length > 0 && (
        <div role="alert" className="space-y-1">
          <p className="text-sm font-semibold">
            <Trans>Nothing was imported. Mend these lines and try again:</Trans>
          </p>
          <ul data-import-problems className="max-h-40 list-disc overflow-y-auto ps-5 text-sm text-destructive dark:text-red-400">
            {problems.lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </FormDialog>
  );
}

/** Words the saved mapping already names that this file uses. */
function savedStayValues(saved: CsvMapping | null, foreign: string[]): Record<string, Stay> {
  if (!saved) return {};
  const lower = new Map(Object.entries(saved.stayValues).map(([k, v]) => [k.trim().toLowerCase(), v]));
  return Object.fromEntries(foreign.flatMap((w) => (lower.has(w.toLowerCase()) ? [[w, lower.get(w.toLowerCase())!]] : [])));
}

function ColumnSelect(props: { label: string; required: boolean; value: number | null; width: number; columnName(i: number): string; onChange(value: string): void }) {
  const { t } = useLingui();
  const id = useId();
  const invalid = props.required && props.value === null;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{props.label}</Label>
      <NativeSelect
        id={id}
        value={props.value === null ? NONE : String(props.value)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value={NONE}>{props.required ? t`Choose a column` : t`Not in the file`}</option>
        {Array.from({ length: props.width }, (_, i) => (
          <option key={i} value={String(i)}>
            {props.columnName(i)}
          </option>
        ))}
      </NativeSelect>
      {invalid && (
        <p id={`${id}-error`} className="text-sm text-destructive dark:text-red-400">
          <Trans>Choose the column that holds this</Trans>
        </p>
      )}
    </div>
  );
}

function StayValueSelect({ word, value, onChange }: { word: string; value: Stay | ''; onChange(value: Stay | ''): void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t`“${word}” means`}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as Stay | '')}>
        <option value="">{t`Not known (the row is refused)`}</option>
        {STAYS.map((stay) => (
          <option key={stay} value={stay}>
            {i18n._(ALL_STAY_LABELS[stay])}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function Preview({ rows }: { rows: ReturnType<typeof mapOccupancyRows> | null }) {
  const { t, i18n } = useLingui();
  if (!rows) return null;
  return (
    <div className="space-y-2">
      <h4 className="text-sm font-semibold">
        <Trans>Preview of the first rows</Trans>
      </h4>
      {rows.ok ? (
        <Table aria-label={t`Preview of the first rows`}>
          <TableHead columns={[t`Line`, t`Room`, t`Stay`, t`Occupied`, t`Guests`, t`Nights`]} />
          <tbody>
            {rows.rooms.map((r) => (
              <Tr key={r.line}>
                <Td>{r.line}</Td>
                <Td className="font-medium">{r.roomNumber}</Td>
                <Td>{i18n._(ALL_STAY_LABELS[r.stay])}</Td>
                <Td>{r.occupied ? t`Yes` : t`No`}</Td>
                <Td>{r.guests ?? '—'}</Td>
                <Td>{r.nightsSoFar ?? '—'}</Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <ul className="list-disc ps-5 text-sm text-destructive dark:text-red-400">
          {rows.problems.map((p, i) => (
            <li key={i}>{translateReason(p.reason, p.values)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
