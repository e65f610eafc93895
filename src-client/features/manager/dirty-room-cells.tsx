import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Td } from '../../components/ui/table';
import { NotesButton } from '../../components/rooms/notes-button';
import { StatusMenu } from '../../components/rooms/status-menu';
import { RoomNotesText } from '../../components/rooms/room-notes-text';
import { HousekeeperSelect, type Housekeeper } from './housekeeper-select';
import { useManagerStatus } from './use-manager-status';

interface DirtyRoomCellsProps {
  room: BoardRoom;
  selected: boolean;
  onToggle(on: boolean): void;
  housekeepers: Housekeeper[];
  unread: number;
  assigning: boolean;
  onAssign(housekeeperId: string): void;
  onOpenNotes(): void;
}

/** One dirty room: select, number, notes, assign dropdown, Notes, Clean and status menu. */
export function DirtyRoomCells({ room, selected, onToggle, housekeepers, unread, assigning, onAssign, onOpenNotes }: DirtyRoomCellsProps) {
  const { t } = useLingui();
  const { markClean, changeStatus, pendingRoomId } = useManagerStatus();
  const roomNumber = room.roomNumber;
  return (
    <>
      <Td>
        <Checkbox aria-label={t`Select room ${roomNumber}`} checked={selected} onChange={(e) => onToggle(e.target.checked)} />
      </Td>
      <Td className="font-medium">{roomNumber}</Td>
      <Td>
        <RoomNotesText notes={room.notes} />
      </Td>
      <Td>
        <HousekeeperSelect
          aria-label={t`Assign room ${roomNumber}`}
          className="h-9 min-w-40"
          placeholder={t`Assign to...`}
          housekeepers={housekeepers}
          value=""
          disabled={assigning}
          onChange={(e) => e.target.value && onAssign(e.target.value)}
        />
      </Td>
      <Td>
        <div className="flex items-center gap-2">
          <NotesButton roomNumber={roomNumber} unread={unread} onClick={onOpenNotes} />
          <Button size="sm" aria-label={t`Clean, room ${roomNumber}`} disabled={pendingRoomId === room.roomId} onClick={() => void markClean(room)}>
            <Trans context="action">Clean</Trans>
          </Button>
          <StatusMenu role="manager" roomNumber={roomNumber} status={room.status} onSelect={(to) => void changeStatus(room, to)} />
        </div>
      </Td>
    </>
  );
}
