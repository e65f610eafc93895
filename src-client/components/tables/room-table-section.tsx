import type { ReactNode } from 'react';
import { BoardSection } from '../board-section';
import { RoomTable, type RoomTableProps } from './room-table';

interface RoomTableSectionProps extends Omit<RoomTableProps, 'labelledBy'> {
  title: ReactNode;
  /** Shown between the heading and the table (e.g. the bar for the selected rooms). */
  above?: ReactNode;
}

/** A dashboard section holding one room table, named by the section's heading. */
export function RoomTableSection({ title, above, ...table }: RoomTableSectionProps) {
  return (
    <BoardSection title={title}>
      {(headingId) => (
        <>
          {above}
          <RoomTable labelledBy={headingId} {...table} />
        </>
      )}
    </BoardSection>
  );
}
