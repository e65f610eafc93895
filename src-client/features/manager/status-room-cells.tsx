import { memo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { Button } from '../../components/ui/button';
import { Td } from '../../components/ui/table';
import { NotesButton } from '../../components/rooms/notes-button';
import { StatusMenu } from '../room-status/status-menu';
import { RoomStatusBadge } from '../../components/rooms/room-status-badge';
import { RoomNotesText } from '../../components/rooms/room-notes-text';
import { LifecycleBadges } from '../../components/lifecycle/lifecycle-badges';
import { RushToggle } from '../lifecycle/rush-toggle';
import { CleaningTypeSelect } from '../lifecycle/cleaning-type-select';
import { PmsSyncMark } from '../board/pms-sync-failures';
import { ScheduledOutOfOrderMark } from '../out-of-order/scheduled-out-of-order-mark';
import type { ManagerRowProps } from './use-manager-rows';

/** A row's buttons; on a phone they wrap onto a second line rather than run past the screen (issue 29). */
export const ACTIONS = 'flex flex-wrap items-center gap-2';

export type StatusRoomColumns = 'assigned' | 'plain' | 'pms';

interface StatusRoomCellsProps extends ManagerRowProps {
  room: BoardRoom;
  /** 'assigned' adds status and assignee; 'pms' adds the 'Mark PMS' button. */
  columns: StatusRoomColumns;
}

/** A row of the assigned, clean, PMS updated or out-of-service table (memoized, see DirtyRoomCells). */
export const StatusRoomCells = memo(function StatusRoomCells({ room, columns, unread, busy, actions, onOpenNotes }: StatusRoomCellsProps) {
  const { t } = useLingui();
  const roomNumber = room.roomNumber;
  return (
    <>
      <RoomNumberCell room={room} />
      {columns === 'assigned' && (
        <>
          <Td>
            <RoomStatusBadge status={room.status} />
          </Td>
          <Td>{room.assignedToName ?? <Trans>Unassigned</Trans>}</Td>
        </>
      )}
      <Td className={columns === 'assigned' ? 'max-md:basis-full' : 'max-md:min-w-0 max-md:flex-1'}>
        <RoomNotesText room={room} />
      </Td>
      <Td className="max-md:basis-full">
        <div className={ACTIONS}>
          {columns === 'pms' && (
            <Button size="sm" aria-label={t`Mark PMS, room ${roomNumber}`} disabled={busy} onClick={() => actions.markPms(room)}>
              <Trans>Mark PMS</Trans>
            </Button>
          )}
          <NotesButton roomNumber={roomNumber} unread={unread} onClick={() => onOpenNotes(room)} />
          {columns === 'assigned' && <RushToggle room={room} />}
          <ManagerStatusMenu room={room} busy={busy} actions={actions} />
        </div>
      </Td>
    </>
  );
});

/** The room's number with its marks and cleaning type, first cell of every manager's room table. */
export function RoomNumberCell({ room }: { room: BoardRoom }) {
  return (
    // On a phone the marks wrap under the number rather than push the row past the screen.
    <Td className="font-medium max-md:min-w-0 max-md:max-w-full max-md:whitespace-normal">
      {room.roomNumber} <LifecycleBadges room={room} cleaningTypeControl={<CleaningTypeSelect room={room} />} />
      <PmsSyncMark roomId={room.roomId} />
      <ScheduledOutOfOrderMark room={room} canCancel />
    </Td>
  );
}

/** 'Change status' of a manager's table row, offered from the room's current status. */
export function ManagerStatusMenu({ room, busy, actions }: Pick<ManagerRowProps, 'busy' | 'actions'> & { room: BoardRoom }) {
  return (
    <StatusMenu
      role="manager"
      roomId={room.roomId}
      roomNumber={room.roomNumber}
      status={room.status}
      inspectionRequired={room.inspectionRequired}
      disabled={busy}
      hasLateCheckout={room.hasLateCheckout}
      onSelect={(to, notes) => actions.changeStatus(room, to, notes)}
    />
  );
}
