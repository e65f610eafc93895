import { useCallback, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { BoardSection } from '../../components/board-section';
import { RoomTable } from './room-table';
import { StatusRoomCells, type StatusRoomColumns } from './status-room-cells';
import { useManagerStatus } from './use-manager-status';

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
export function StatusRoomsTable({ title, empty, columns, rooms, loading, unread, onOpenNotes, groupOf }: StatusRoomsTableProps) {
  const { actions, pendingRoomId } = useManagerStatus();
  const headers = [
    <Trans key="room">Room</Trans>,
    ...(columns === 'assigned' ? [<Trans key="status">Status</Trans>, <Trans key="to">Assigned To</Trans>] : []),
    <Trans key="notes">Notes</Trans>,
    <Trans key="actions">Actions</Trans>,
  ];
  const widths = columns === 'assigned' ? ['w-40', 'w-32', 'w-40', '', 'w-[20rem]'] : ['w-24', '', 'w-[22rem]'];
  const renderCells = useCallback(
    (room: BoardRoom) => (
      <StatusRoomCells
        room={room}
        columns={columns}
        unread={unread[room.roomId] ?? 0}
        busy={pendingRoomId === room.roomId}
        actions={actions}
        onOpenNotes={onOpenNotes}
      />
    ),
    [columns, unread, pendingRoomId, actions, onOpenNotes],
  );
  return (
    <BoardSection title={title}>
      {(headingId) => (
        <RoomTable
          labelledBy={headingId}
          rooms={rooms}
          loading={loading}
          empty={empty}
          headers={headers}
          widths={widths}
          renderCells={renderCells}
          groupOf={groupOf}
          phoneRow={columns === 'assigned' ? 'max-md:h-36' : 'max-md:h-28'}
        />
      )}
    </BoardSection>
  );
}
