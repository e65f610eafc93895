import { Trans } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { Td } from '../../components/ui/table';
import { NotesButton } from '../../components/rooms/notes-button';
import { StatusMenu } from '../../components/rooms/status-menu';
import { RoomStatusBadge } from '../../components/rooms/room-status-badge';
import { RoomNotesText } from '../../components/rooms/room-notes-text';
import { BoardSection } from './board-section';
import { RoomTable } from './room-table';
import { useManagerStatus } from './use-manager-status';

interface AssignedRoomsTableProps {
  rooms: BoardRoom[];
  loading: boolean;
  unread: Record<string, number>;
  onOpenNotes(room: BoardRoom): void;
}

/** Rooms handed out and not yet clean, with who has them. */
export function AssignedRoomsTable({ rooms, loading, unread, onOpenNotes }: AssignedRoomsTableProps) {
  const { changeStatus } = useManagerStatus();
  return (
    <BoardSection title={<Trans>Assigned Rooms</Trans>}>
      {(headingId) => (
        <RoomTable
          labelledBy={headingId}
          rooms={rooms}
          loading={loading}
          empty={<Trans>No assigned rooms</Trans>}
          headers={[
            <Trans key="room">Room</Trans>,
            <Trans key="status">Status</Trans>,
            <Trans key="to">Assigned To</Trans>,
            <Trans key="notes">Notes</Trans>,
            <Trans key="actions">Actions</Trans>,
          ]}
          renderCells={(room) => (
            <>
              <Td className="font-medium">{room.roomNumber}</Td>
              <Td>
                <RoomStatusBadge status={room.status} />
              </Td>
              <Td>{room.assignedToName ?? <Trans>Unassigned</Trans>}</Td>
              <Td>
                <RoomNotesText notes={room.notes} />
              </Td>
              <Td>
                <div className="flex items-center gap-2">
                  <NotesButton roomNumber={room.roomNumber} unread={unread[room.roomId] ?? 0} onClick={() => onOpenNotes(room)} />
                  <StatusMenu role="manager" roomNumber={room.roomNumber} status={room.status} onSelect={(to) => void changeStatus(room, to)} />
                </div>
              </Td>
            </>
          )}
        />
      )}
    </BoardSection>
  );
}
