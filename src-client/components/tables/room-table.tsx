import type { ReactNode } from 'react';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { useWindowedRows } from '../../lib/use-windowed-rows';
import { cn } from '../../lib/cn';
import { Table, Th } from '../ui/table';
import { Skeleton } from '../ui/skeleton';
import { useLingui } from '@lingui/react/macro';

/** Every data row has this height (no wrapping in cells), so the window can be computed. */
const ROW_HEIGHT = 57;
/**
 * On a phone each row is a card (issue 13: no sideways tables, actions in view): the
 * cells wrap into lines, and the card has one fixed height per table (`phoneRow`) so the
 * window still knows every row's height.
 */
const PHONE_CARD =
  'max-md:flex max-md:flex-wrap max-md:content-center max-md:items-center max-md:gap-x-3 max-md:gap-y-2 max-md:overflow-hidden max-md:py-3 max-md:[&>td]:p-0';

export interface RoomTableProps {
  /** Id of the heading naming the table. */
  labelledBy: string;
  headers: ReactNode[];
  /** Width classes per column (fixed table layout); the last column takes the rest. */
  widths?: string[];
  rooms: BoardRoom[];
  loading: boolean;
  empty: ReactNode;
  renderCells(room: BoardRoom): ReactNode;
  /** The card height of a row on a phone, e.g. 'max-md:h-44'. */
  phoneRow: string;
  /**
   * Rows in groups (sorted so): a heavier line above each group's first row. Only a line, no
   * header row, so every row keeps one height (the window) and the table its columns; a
   * cell of each row names the group for assistive technology.
   */
  groupOf?(room: BoardRoom): string;
}

/**
 * A table of rooms in a box of bounded height that renders only the rows in view. aria-rowcount and
 * aria-rowindex tell assistive technology the full size of the table.
 */
export function RoomTable({ labelledBy, headers, widths, rooms, loading, empty, renderCells, phoneRow, groupOf }: RoomTableProps) {
  const { t } = useLingui();
  const { ref, start, end, padTop, padBottom } = useWindowedRows<HTMLTableSectionElement>(rooms.length, ROW_HEIGHT);
  const cols = headers.length;
  return (
    // Fixed layout: columns keep their widths as rows come and go, and the browser lays out
    // only the rows in the window instead of measuring every cell again.
    <Table
      aria-labelledby={labelledBy}
      aria-rowcount={rooms.length + 1}
      className="table-fixed max-md:block md:min-w-[48rem]"
      // A table scrolls in its own box (issue 18): at 2,000 rooms the view stays a few screens tall.
      boxClassName="max-h-[70dvh] overflow-y-auto md:max-h-[28rem]"
    >
      {/* On a phone only the first header shows (select all, or 'Room'); the others stay for screen readers. */}
      <thead className="sticky top-0 z-10 bg-card max-md:block">
        <tr className="border-b border-border max-md:flex max-md:items-center" aria-rowindex={1}>
          {headers.map((header, i) => (
            <Th key={i} className={cn('whitespace-nowrap max-md:px-0', i > 0 && 'max-md:sr-only', widths?.[i])}>
              {header}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody ref={ref} className="max-md:block">
        {loading ? (
          <tr className="max-md:block">
            <td colSpan={cols} className="py-3 max-md:block" role="status" aria-label={t`Loading...`}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="mb-2 h-10 w-full" />
              ))}
            </td>
          </tr>
        ) : rooms.length === 0 ? (
          <tr className="max-md:block">
            {/* Left-aligned on a phone, where the wide table shows only its first columns. */}
            <td colSpan={cols} className="px-3 py-6 text-start text-muted-foreground max-md:block sm:text-center">
              {empty}
            </td>
          </tr>
        ) : (
          <>
            {padTop > 0 && <tr aria-hidden="true" className="max-md:block" style={{ height: padTop }} />}
            {rooms.slice(start, end).map((room, i) => {
              const index = start + i;
              const groupStart = groupOf !== undefined && index > 0 && groupOf(room) !== groupOf(rooms[index - 1]!);
              return (
                <tr
                  key={room.roomId}
                  data-row
                  data-group-start={groupStart || undefined}
                  aria-rowindex={index + 2}
                  className={cn(
                    'h-14 whitespace-nowrap border-b border-border last:border-0',
                    groupStart && 'border-t-2 border-t-muted-foreground/60',
                    PHONE_CARD,
                    phoneRow,
                  )}
                >
                  {renderCells(room)}
                </tr>
              );
            })}
            {padBottom > 0 && <tr aria-hidden="true" className="max-md:block" style={{ height: padBottom }} />}
          </>
        )}
      </tbody>
    </Table>
  );
}
