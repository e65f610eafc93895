import type { ReactNode } from 'react';
import { Table, TableHead } from '../../components/ui/table';
import { ListStateRow } from './list-rows';

interface ListTableProps {
  /** Read by screen readers only: the table's name. */
  caption: ReactNode;
  columns: ReactNode[];
  columnClassNames?: (string | undefined)[];
  /** What the list is, for the console when it fails to load. */
  what: string;
  query: { isPending: boolean; error: unknown };
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}

/**
 * A list of records with one row each (a card each on a phone: the stacked-table style), and the
 * loading, failed or empty row in place of the records when there are none to show.
 */
export function ListTable({ caption, columns, columnClassNames, what, query, isEmpty, empty, children }: ListTableProps) {
  return (
    <Table className="stacked-table">
      <caption className="sr-only">{caption}</caption>
      <TableHead columns={columns} classNames={columnClassNames} />
      <tbody>
        <ListStateRow colSpan={columns.length} what={what} isPending={query.isPending} error={query.error} isEmpty={isEmpty} empty={empty} />
        {children}
      </tbody>
    </Table>
  );
}
