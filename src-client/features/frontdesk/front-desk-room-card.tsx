import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { MenuStatus } from '../../../src-shared/room-status';
import { noteText } from '../../components/rooms/system-note-text';
import { RoomStatusBadge } from '../../components/rooms/room-status-badge';
import { NotesButton } from '../../components/rooms/notes-button';
import { OccupancyBadge } from '../../components/rooms/occupancy-badge';
import { ScheduledOutOfOrderMark } from '../out-of-order/scheduled-out-of-order-mark';
import { StatusMenu } from '../room-status/status-menu';
import { LifecycleBadges } from '../../components/lifecycle/lifecycle-badges';
import { RushToggle } from '../lifecycle/rush-toggle';
import { CleaningTypeSelect } from '../lifecycle/cleaning-type-select';

interface FrontDeskRoomCardProps {
  room: BoardRoom;
  unread: number;
  busy: boolean;
  onChangeStatus(to: MenuStatus, notes?: string): void;
  onOpenNotes(): void;
}

/** One room: number, status, who has it, its notes, the front desk menu and Notes. */
export function FrontDeskRoomCard({ room, unread, busy, onChangeStatus, onOpenNotes }: FrontDeskRoomCardProps) {
  const titleId = useId();
  const roomNumber = room.roomNumber;
  const assignee = room.assignedToName;
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-2 rounded-lg border border-border bg-card p-3 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <h4 id={titleId} className="text-base font-semibold">
          <Trans>Room {roomNumber}</Trans>
        </h4>
        <RoomStatusBadge status={room.status} />
      </div>
      <OccupancyBadge room={room} />
      <ScheduledOutOfOrderMark room={room} />
      <LifecycleBadges room={room} cleaningTypeControl={<CleaningTypeSelect room={room} />} />
      {room.status === 'assigned' && assignee && (
        <p className="text-sm text-muted-foreground">
          <Trans>Assigned to {assignee}</Trans>
        </p>
      )}
      {room.notes && <p className="line-clamp-3 break-words text-sm">{noteText(room)}</p>}
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
        <NotesButton roomNumber={roomNumber} unread={unread} onClick={onOpenNotes} />
        <RushToggle room={room} />
        <StatusMenu
          role="frontdesk"
          roomNumber={roomNumber}
          status={room.status}
          inspectionRequired={room.inspectionRequired}
          hasLateCheckout={room.hasLateCheckout}
          disabled={busy}
          onSelect={onChangeStatus}
        />
      </div>
    </li>
  );
}
