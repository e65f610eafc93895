import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { Td } from '../../components/ui/table';
import { NotesButton } from '../../components/rooms/notes-button';
import { StatusMenu } from '../../components/rooms/status-menu';
import { RoomNotesText } from '../../components/rooms/room-notes-text';
import { BoardSection } from './board-section';
import { RoomTable } from './room-table';
import { useManagerStatus } from './use-manager-status';

interface StatusRoomsTableProps {
  title: ReactNode;
  empty: ReactNode;
  rooms: BoardRoom[];
  loading: boolean;
  unread: Record<string, number>;
  onOpenNotes(room: BoardRoom): void;
  /** An action before the Notes button (Clean Rooms: 'Mark PMS'). */
  action?(room: BoardRoom): ReactNode;
}

/** The clean, PMS updated and out-of-service lists: number, notes, actions. */
export function StatusRoomsTable({ title, empty, rooms, loading, unread, onOpenNotes, action }: StatusRoomsTableProps) {
  const { changeStatus } = useManagerStatus();
  return (
    <BoardSection title={title}>
      {(headingId) => (
        <RoomTable
          labelledBy={headingId}
          rooms={rooms}
          loading={loading}
          empty={empty}
          headers={[<Trans key="room">Room</Trans>, <Trans key="notes">Notes</Trans>, <Trans key="actions">Actions</Trans>]}
          renderCells={(room) => (
            <>
              <Td className="font-medium">{room.roomNumber}</Td>
              <Td>
                <RoomNotesText notes={room.notes} />
              </Td>
              <Td>
                <div className="flex items-center gap-2">
                  {action?.(room)}
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
