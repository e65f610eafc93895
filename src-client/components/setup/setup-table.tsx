import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { EmptyRow, Table, TableHead, Tr } from '../ui/table';

export interface SetupTableProps<Row extends { id: string }> {
  /** The id of the panel's heading, which names the table (and its scroll box) for screen readers. */
  labelledBy: string;
  /** Column headers; the cells of the second column on take them as their phone labels. */
  columns: string[];
  /** The list's query: its rows (none while it loads or when it failed), and whether it still loads ('Loading...' then stands in the empty row). */
  query: { data?: readonly Row[]; isPending: boolean };
  /** The spec's empty text ('No areas yet'). */
  empty: ReactNode;
  /** The cells of one row (a `Td` each, the last one the row's actions). */
  cells(row: Row): ReactNode;
}

/**
 * The list of a Setup panel (areas, recurring tasks, room types): one row per item, stacked
 * as labelled lines on a phone (the stacked-table style, issue 18), one empty row while
 * loading or when there is nothing yet.
 */
export function SetupTable<Row extends { id: string }>({ labelledBy, columns, query, empty, cells }: SetupTableProps<Row>) {
  return (
    <Table aria-labelledby={labelledBy} className="stacked-table">
      <TableHead columns={columns} />
      <tbody>
        {!query.data || query.data.length === 0 ? (
          <EmptyRow colSpan={columns.length}>{query.isPending ? <Trans>Loading...</Trans> : empty}</EmptyRow>
        ) : (
          query.data.map((row) => <Tr key={row.id}>{cells(row)}</Tr>)
        )}
      </tbody>
    </Table>
  );
}
