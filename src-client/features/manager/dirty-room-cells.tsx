import { memo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Td } from '../../components/ui/table';
import { NotesButton } from '../../components/rooms/notes-button';
import { RoomNotesText } from '../../components/rooms/room-notes-text';
import { RushToggle } from '../lifecycle/rush-toggle';
import { HousekeeperSelect, type Housekeeper } from './housekeeper-select';
import { ACTIONS, ManagerStatusMenu, RoomNumberCell } from './status-room-cells';
import type { ManagerRowProps } from './use-manager-rows';

interface DirtyRoomCellsProps extends ManagerRowProps {
  room: BoardRoom;
  selected: boolean;
  assigning: boolean;
  housekeepers: Housekeeper[];
  onToggle(roomId: string, on: boolean): void;
  onAssign(roomId: string, housekeeperId: string): void;
}

/**
 * One dirty room: select, number, notes, assign dropdown, Notes, Clean and status menu.
 * Memoized: scrolling a long table mounts new rows without redrawing the others.
 */
export const DirtyRoomCells = memo(function DirtyRoomCells(props: DirtyRoomCellsProps) {
  const { room, selected, unread, busy, assigning, housekeepers, actions, onToggle, onAssign, onOpenNotes } = props;
  const { t } = useLingui();
  const roomNumber = room.roomNumber;
  return (
    <>
      <Td>
        {/* A 44 px target on a phone around the small native box. */}
        <label className="inline-flex size-11 cursor-pointer items-center justify-center md:size-auto">
          <Checkbox
            aria-label={t`Select room ${roomNumber}`}
            checked={selected}
            onChange={(e) => onToggle(room.roomId, e.target.checked)}
          />
        </label>
      </Td>
      <RoomNumberCell room={room} />
      <Td className="max-md:min-w-0 max-md:flex-1">
        <RoomNotesText room={room} />
      </Td>
      <Td className="max-md:basis-full">
        <HousekeeperSelect
          aria-label={t`Assign room ${roomNumber}`}
          className="h-11 min-w-40 md:h-9"
          placeholder={t`Assign to...`}
          housekeepers={housekeepers}
          disabled={assigning}
          // Uncontrolled: the placeholder (first option) shows by default and comes back after
          // each choice, and mounting a row sets no option state (cheaper while scrolling).
          onChange={(e) => {
            const housekeeperId = e.target.value;
            e.target.value = '';
            if (housekeeperId) onAssign(room.roomId, housekeeperId);
          }}
        />
      </Td>
      <Td className="max-md:basis-full">
        <div className={ACTIONS}>
          <NotesButton roomNumber={roomNumber} unread={unread} onClick={() => onOpenNotes(room)} />
          <RushToggle room={room} />
          <Button size="sm" aria-label={t`Clean, room ${roomNumber}`} disabled={busy} onClick={() => actions.markClean(room)}>
            <Trans context="action">Clean</Trans>
          </Button>
          <ManagerStatusMenu room={room} busy={busy} actions={actions} />
        </div>
      </Td>
    </>
  );
});
