import type { ReactNode } from 'react';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { useWindowedRows } from '../../lib/use-windowed-rows';
import { cn } from '../../lib/cn';
import { Table, Th } from '../../components/ui/table';
import { Spinner } from '../../components/ui/spinner';

/** Every data row has this height (no wrapping in cells), so the window can be computed. */
const ROW_HEIGHT = 57;

interface RoomTableProps {
  /** Id of the heading naming the table. */
  labelledBy: string;
  headers: ReactNode[];
  /** Width classes per column (fixed table layout); the last column takes the rest. */
  widths?: string[];
  rooms: BoardRoom[];
  loading: boolean;
  empty: ReactNode;
  renderCells(room: BoardRoom): ReactNode;
}

/**
 * A table of rooms that renders only the rows near the viewport. aria-rowcount and
 * aria-rowindex tell assistive technology the full size of the table.
 */
export function RoomTable({ labelledBy, headers, widths, rooms, loading, empty, renderCells }: RoomTableProps) {
  const { ref, start, end, padTop, padBottom } = useWindowedRows<HTMLTableSectionElement>(rooms.length, ROW_HEIGHT);
  const cols = headers.length;
  return (
    // Fixed layout: columns keep their widths as rows come and go, and the browser lays out
    // only the rows in the window instead of measuring every cell again.
    <Table aria-labelledby={labelledBy} aria-rowcount={rooms.length + 1} className="min-w-[48rem] table-fixed">
      <thead>
        <tr className="border-b border-border" aria-rowindex={1}>
          {headers.map((header, i) => (
            <Th key={i} className={cn('whitespace-nowrap', widths?.[i])}>
              {header}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody ref={ref}>
        {loading ? (
          <tr>
            <td colSpan={cols} className="py-6 text-center">
              <Spinner />
            </td>
          </tr>
        ) : rooms.length === 0 ? (
          <tr>
            {/* Left-aligned on a phone, where the wide table shows only its first columns. */}
            <td colSpan={cols} className="px-3 py-6 text-left text-muted-foreground sm:text-center">
              {empty}
            </td>
          </tr>
        ) : (
          <>
            {padTop > 0 && <tr aria-hidden="true" style={{ height: padTop }} />}
            {rooms.slice(start, end).map((room, i) => (
              <tr
                key={room.roomId}
                data-row
                aria-rowindex={start + i + 2}
                className="h-14 whitespace-nowrap border-b border-border last:border-0"
              >
                {renderCells(room)}
              </tr>
            ))}
            {padBottom > 0 && <tr aria-hidden="true" style={{ height: padBottom }} />}
          </>
        )}
      </tbody>
    </Table>
  );
}
