import { useCallback } from 'react';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { useManagerStatus, type ManagerStatusActions } from './use-manager-status';

/** What a row of a manager's room table gets besides its room; each prop stays stable for memoized rows. */
export interface ManagerRowProps {
  unread: number;
  /** A status change of this room is on its way. */
  busy: boolean;
  actions: ManagerStatusActions;
  onOpenNotes(room: BoardRoom): void;
}

/** The props of each row of a manager's room table, from the room's unread notes and the pending change. */
export function useManagerRows(unread: Record<string, number>, onOpenNotes: (room: BoardRoom) => void) {
  const { actions, pendingRoomId } = useManagerStatus();
  return useCallback(
    (room: BoardRoom): ManagerRowProps => ({ unread: unread[room.roomId] ?? 0, busy: pendingRoomId === room.roomId, actions, onOpenNotes }),
    [unread, pendingRoomId, actions, onOpenNotes],
  );
}
