import { Trans } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';

interface RoomWhoProps {
  room: BoardRoom;
  viewerHasIt: boolean;
  /** Who cleaned a room that is done: null for the viewer, undefined when not known. */
  cleanerName?: string | null;
}

/**
 * Whose the room is: a room being cleaned says who has it; a room done says who cleaned it
 * (issue 18: a clean room read 'Assigned to …'). Nothing for the viewer's own room to clean.
 */
export function RoomWho({ room, viewerHasIt, cleanerName }: RoomWhoProps) {
  const assignee = room.assignedToName;
  if (cleanerName === null) {
    return (
      <span className="text-muted-foreground">
        <Trans>Cleaned by you</Trans>
      </span>
    );
  }
  if (cleanerName) {
    return (
      <span className="text-muted-foreground">
        <Trans>Cleaned by {cleanerName}</Trans>
      </span>
    );
  }
  if ((room.status !== 'assigned' && room.status !== 'out_of_service') || viewerHasIt || !assignee) return null;
  return (
    <span className="text-muted-foreground">
      <Trans>Assigned to {assignee}</Trans>
    </span>
  );
}
