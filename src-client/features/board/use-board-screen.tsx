import { useCallback, useState } from 'react';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { MenuStatus } from '../../../src-shared/room-status';
import { useHotelBoard, useHotelTimezone, useHousekeepers, useLateCheckouts, useUnreadNotes } from '../../lib/rooms';
import { NotesButton } from '../../components/rooms/notes-button';
import { RoomNotesDialog, type NotesRoom } from '../room-notes/room-notes-dialog';
import { StatusMenu } from '../room-status/status-menu';
import { RushToggle } from '../lifecycle/rush-toggle';
import type { BoardPanelProps } from './board-panel';
import { useBoardFilter } from './use-board-filter';

const NO_UNREAD: Record<string, number> = {};
const NO_HOUSEKEEPERS: never[] = [];
const NO_ROOMS: BoardRoom[] = [];

interface BoardViewer {
  role: 'manager' | 'frontdesk';
  /** The room whose status change is under way: its menu waits. */
  pendingRoomId: string | null | undefined;
  changeStatus(room: BoardRoom, to: MenuStatus, notes?: string): unknown;
}

/**
 * What the manager's and the front desk's views share around the board: the hotel's data
 * (kept live by the workspace around the views), the board's filter (which narrows their
 * lists too), a room's actions on the board (notes, rush and the role's status menu) and the
 * notes dialog they open.
 */
export function useBoardScreen(hotelId: string, viewer: BoardViewer) {
  const board = useHotelBoard(hotelId);
  const late = useLateCheckouts(hotelId);
  const unread = useUnreadNotes(hotelId).data ?? NO_UNREAD;
  const housekeepers = useHousekeepers(hotelId).data ?? NO_HOUSEKEEPERS;
  const timezone = useHotelTimezone(hotelId);
  const [notesRoom, setNotesRoom] = useState<NotesRoom | null>(null);
  // A failed load empties the lists (spec §8).
  const rooms = board.isError ? NO_ROOMS : (board.data ?? NO_ROOMS);
  const { filter, setFilter, shown } = useBoardFilter(rooms);
  const openNotes = useCallback((room: BoardRoom) => setNotesRoom({ roomId: room.roomId, roomNumber: room.roomNumber }), []);
  const { role, pendingRoomId, changeStatus } = viewer;
  const renderActions = (room: BoardRoom) => (
    <>
      <NotesButton roomNumber={room.roomNumber} unread={unread[room.roomId] ?? 0} onClick={() => openNotes(room)} />
      {/* 'Is 305 ready? Rush it' in one search (issue 18). */}
      <RushToggle room={room} />
      <StatusMenu
        role={role}
        roomId={room.roomId}
        roomNumber={room.roomNumber}
        status={room.status}
        inspectionRequired={room.inspectionRequired}
        hasLateCheckout={room.hasLateCheckout}
        disabled={pendingRoomId === room.roomId}
        onSelect={(to, notes) => void changeStatus(room, to, notes)}
      />
    </>
  );
  const panel: BoardPanelProps = {
    rooms: board.isPending ? undefined : rooms,
    filter,
    onFilterChange: setFilter,
    unread,
    housekeepers,
    timezone,
    renderActions,
  };
  const notesDialog = <RoomNotesDialog hotelId={hotelId} room={notesRoom} onClose={() => setNotesRoom(null)} />;
  return { board, late, unread, housekeepers, rooms, shown, openNotes, panel, notesDialog };
}
