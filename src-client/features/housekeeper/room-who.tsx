import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';

interface RoomWhoProps {
  room: BoardRoom;
  viewerHasIt: boolean;
  /** Who cleaned a room that is done: null for the viewer, undefined when not known. */
  cleanerName?: string | null;
}

/**
 * Whose the room is: a room being cleaned (or out of service) says who has it; a room done
 * says who cleaned it (issue 18: a clean room read 'Assigned to …'). Nothing for the viewer's own.
 */
export function RoomWho({ room, viewerHasIt, cleanerName }: RoomWhoProps) {
  const { t } = useLingui();
  const assignee = room.assignedToName;
  const cleaner = cleanerName === null ? t`you` : cleanerName;
  const has = (room.status === 'assigned' || room.status === 'out_of_service') && !viewerHasIt && assignee;
  if (!cleaner && !has) return null;
  return <span className="text-muted-foreground">{cleaner ? <Trans>Cleaned by {cleaner}</Trans> : <Trans>Assigned to {assignee}</Trans>}</span>;
}
