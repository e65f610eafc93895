import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { statusMenu } from '../../../src-shared/room-status';
import { Card } from '../../components/ui/card';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { RoomStatusBadge } from '../../components/rooms/room-status-badge';
import { NotesButton } from '../../components/rooms/notes-button';
import type { HousekeeperStatus } from './use-room-actions';
import { useConfirmedStatus } from '../../components/rooms/use-confirmed-status';
import { LifecycleBadges } from '../../components/lifecycle/lifecycle-badges';
import { RoomWorkControls } from './room-work-controls';

export interface RoomCardProps {
  room: BoardRoom;
  userId: string;
  unread: number;
  /** A request for this room is running. */
  busy: boolean;
  /** A change to this room waits in the offline queue. */
  pending: boolean;
  /** Desktop shows the actions only while the room is assigned; mobile always shows them (spec §2). */
  actions: 'when-assigned' | 'always';
  /** `notes`: the Out of Service reason, asked for before this is called. */
  onSetStatus(room: BoardRoom, status: HousekeeperStatus, notes?: string): void;
  onNotes(room: BoardRoom): void;
}

/** One room: number, floor, status, Mark Clean / Out of Service as the shared rule allows, Notes. */
export function RoomCard({ room, userId, unread, busy, pending, actions, onSetStatus, onNotes }: RoomCardProps) {
  const { t } = useLingui();
  const assignedToMe = room.assignedTo === userId;
  const allowed = statusMenu('housekeeper', room.status, { assignedToViewer: assignedToMe });
  const showActions = actions === 'always' || room.status === 'assigned';
  const headingId = `room-${room.roomId}`;
  const forRoom = <span className="sr-only">{t`, room ${room.roomNumber}`}</span>;
  const { choose, dialog } = useConfirmedStatus((r: BoardRoom, status, notes) => onSetStatus(r, status as HousekeeperStatus, notes));

  return (
    <article aria-labelledby={headingId} className="h-full [contain-intrinsic-size:auto_9rem] [content-visibility:auto]">
      <Card className="flex h-full flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <div>
            <h3 id={headingId} className="text-lg font-semibold">
              <Trans>Room {room.roomNumber}</Trans>
            </h3>
            <p className="text-sm text-muted-foreground">
              {room.floor === null ? <Trans>No floor</Trans> : <Trans>Floor {room.floor}</Trans>}
            </p>
          </div>
          <RoomStatusBadge status={room.status} />
        </div>
        {(room.hasLateCheckout || pending || (!assignedToMe && room.assignedToName)) && (
          <div className="flex flex-wrap gap-2 text-sm">
            {room.hasLateCheckout && (
              <Badge tone="late">
                <Trans>Late checkout</Trans>
              </Badge>
            )}
            {pending && (
              <Badge tone="neutral">
                <Trans>Waiting to sync</Trans>
              </Badge>
            )}
            {!assignedToMe && room.assignedToName && (
              <span className="text-muted-foreground">
                <Trans>Assigned to {room.assignedToName}</Trans>
              </span>
            )}
          </div>
        )}
        <LifecycleBadges room={room} />
        {showActions && <RoomWorkControls room={room} userId={userId} />}
        {/* Mark Clean alone on its row, full width; Out of Service apart, so one is never hit for the other (issue 13). */}
        <div className="mt-auto flex flex-col gap-3">
          {showActions && (
            <Button className="w-full" disabled={busy || !allowed.includes('clean')} onClick={() => choose(room, 'clean')}>
              <Trans>Mark Clean</Trans>
              {forRoom}
            </Button>
          )}
          <div className="flex flex-wrap items-center justify-between gap-2">
            {showActions && (
              <Button
                size="sm"
                variant="outline"
                disabled={busy || !allowed.includes('out_of_service')}
                onClick={() => choose(room, 'out_of_service')}
              >
                <Trans>Out of Service</Trans>
                {forRoom}
              </Button>
            )}
            <NotesButton roomNumber={room.roomNumber} unread={unread} onClick={() => onNotes(room)} />
          </div>
        </div>
        {dialog}
      </Card>
    </article>
  );
}
