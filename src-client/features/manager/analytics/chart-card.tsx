import { useId, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { buttonClass } from '../../../components/ui/button';
import { Table, TableHead, Td, Tr, EmptyRow } from '../../../components/ui/table';
import { UChart, type ChartSeries } from './u-chart';

/**
 * One chart with its numbers (DESIGN §21): a heading, the canvas (hidden from screen readers),
 * then the same numbers as a table named after the heading (a focusable, scrollable region:
 * keyboard and screen reader reach every figure) and the CSV of them.
 */
export function ChartCard({
  title,
  x,
  xLabel,
  xHeader,
  series,
  kind,
  locale,
  format,
  csvHref,
  tableOpen = false,
  note,
}: {
  title: ReactNode;
  x: string[];
  xLabel: (i: number) => string;
  xHeader: string;
  series: ChartSeries[];
  kind: 'line' | 'bar';
  locale: string;
  format: (n: number) => string;
  csvHref?: string;
  /** A long table (a day per row) waits behind its disclosure; a short one shows. */
  tableOpen?: boolean;
  note?: ReactNode;
}) {
  const headingId = useId();
  const table = (
    <Table aria-labelledby={headingId}>
      <TableHead columns={[xHeader, ...series.map((s) => s.label)]} />
      <tbody>
        {x.length === 0 ? (
          <EmptyRow colSpan={series.length + 1}>
            <Trans>No data in this period</Trans>
          </EmptyRow>
        ) : (
          x.map((_, i) => (
            <Tr key={i}>
              <Td className="font-medium">{xLabel(i)}</Td>
              {series.map((s) => {
                const v = s.values[i];
                return <Td key={s.label}>{v === null || v === undefined ? '—' : format(v)}</Td>;
              })}
            </Tr>
          ))
        )}
      </tbody>
    </Table>
  );
  return (
    <figure className="space-y-2 rounded-md border p-3" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-semibold">
          {title}
        </h4>
        {csvHref && (
          <a className={buttonClass('outline', 'sm')} href={csvHref} download>
            <Trans>Download CSV</Trans>
          </a>
        )}
      </div>
      {x.length > 0 && <UChart x={x} xLabel={xLabel} series={series} kind={kind} locale={locale} format={format} />}
      {note && <p className="text-xs text-muted-foreground">{note}</p>}
      {tableOpen ? (
        table
      ) : (
        <details>
          <summary className="min-h-11 cursor-pointer py-2 text-sm underline-offset-2 hover:underline">
            <Trans>Show the numbers</Trans>
          </summary>
          {table}
        </details>
      )}
    </figure>
  );
}
