import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { RoomTableSection } from '../../components/tables/room-table-section';
import { StatusRoomCells, type StatusRoomColumns } from './status-room-cells';
import { useManagerRows } from './use-manager-rows';

interface StatusRoomsTableProps {
  title: ReactNode;
  empty: ReactNode;
  columns: StatusRoomColumns;
  rooms: BoardRoom[];
  loading: boolean;
  unread: Record<string, number>;
  onOpenNotes(room: BoardRoom): void;
  /** Rows come grouped (see RoomTable). */
  groupOf?(room: BoardRoom): string;
}

/** Assigned (with status and assignee), clean ('Mark PMS'), PMS updated and out-of-service lists. */
export function StatusRoomsTable({ columns, unread, onOpenNotes, ...section }: StatusRoomsTableProps) {
  const rowOf = useManagerRows(unread, onOpenNotes);
  const assigned = columns === 'assigned';
  const headers = [
    <Trans key="room">Room</Trans>,
    ...(assigned ? [<Trans key="status">Status</Trans>, <Trans key="to">Assigned To</Trans>] : []),
    <Trans key="notes">Notes</Trans>,
    <Trans key="actions">Actions</Trans>,
  ];
  return (
    <RoomTableSection
      {...section}
      headers={headers}
      widths={assigned ? ['w-40', 'w-32', 'w-40', '', 'w-[20rem]'] : ['w-24', '', 'w-[22rem]']}
      // Tall enough for the buttons to wrap onto a second line in every language (issue 29).
      phoneRow={assigned ? 'max-md:h-56' : 'max-md:h-40'}
      renderCells={(room) => <StatusRoomCells room={room} columns={columns} {...rowOf(room)} />}
    />
  );
}
