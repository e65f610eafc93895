import { useMemo, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { trpc } from '../../lib/trpc';
import { useHotelLiveUpdates } from '../../lib/live-updates';
import { useHotelBoard, useHotelTimezone, useHousekeepers, useLateCheckouts, useUnreadNotes } from '../../lib/rooms';
import { PullToRefresh } from '../../components/pull-to-refresh';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ScreenSkeleton } from '../../components/ui/skeleton';
import { NotesButton } from '../../components/rooms/notes-button';
import { StatusMenu } from '../../components/rooms/status-menu';
import { BoardPanel } from '../board/board-panel';
import { useBoardFilter } from '../board/use-board-filter';
import { BulkActions } from '../../components/rooms/bulk-actions';
import { RoomNotesDialog, type NotesRoom } from '../../components/rooms/room-notes-dialog';
import { LateCheckoutCards } from './late-checkout-cards';
import { AddLateCheckoutDialog } from './add-late-checkout-dialog';
import { FrontDeskSections } from './front-desk-sections';
import { useFrontDeskStatus } from './use-front-desk-status';

const NO_UNREAD: Record<string, number> = {};
const NO_HOUSEKEEPERS: never[] = [];

export function FrontDeskBoard({ hotelId }: { hotelId: string }) {
  const utils = trpc.useUtils();
  useHotelLiveUpdates(hotelId);
  const board = useHotelBoard(hotelId);
  const late = useLateCheckouts(hotelId);
  const unread = useUnreadNotes(hotelId).data ?? NO_UNREAD;
  const housekeepers = useHousekeepers(hotelId).data ?? NO_HOUSEKEEPERS;
  const timezone = useHotelTimezone(hotelId);
  const { changeStatus, pendingRoomId } = useFrontDeskStatus();
  const [notesRoom, setNotesRoom] = useState<NotesRoom | null>(null);
  const [adding, setAdding] = useState(false);
  const rooms = useMemo(() => board.data ?? [], [board.data]);
  const { filter, setFilter, shown } = useBoardFilter(rooms);
  const openNotes = (room: BoardRoom) => setNotesRoom({ roomId: room.roomId, roomNumber: room.roomNumber });
  const renderActions = (room: BoardRoom) => (
    <>
      <NotesButton roomNumber={room.roomNumber} unread={unread[room.roomId] ?? 0} onClick={() => openNotes(room)} />
      <StatusMenu
        role="frontdesk"
        roomNumber={room.roomNumber}
        status={room.status}
        hasLateCheckout={room.hasLateCheckout}
        disabled={pendingRoomId === room.roomId}
        onSelect={(to, notes) => void changeStatus(room, to, notes)}
      />
    </>
  );

  const refresh = () =>
    Promise.all([utils.roomStatuses.invalidate(), utils.lateCheckouts.invalidate(), utils.roomNotes.invalidate()]);

  return (
    <PullToRefresh onRefresh={refresh}>
      <div className="space-y-6">
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setAdding(true)} disabled={!board.data}>
            <Trans>Add Late Checkout</Trans>
          </Button>
          <BulkActions hotelId={hotelId} />
        </div>
        {board.isError ? (
          <Alert variant="destructive" title={<Trans>Error loading rooms</Trans>}>
            <Trans>Unable to load rooms. Please refresh the page.</Trans>
          </Alert>
        ) : board.isPending ? (
          <ScreenSkeleton blocks={['h-40', 'h-72', 'h-48']} />
        ) : (
          <>
            <BoardPanel
              rooms={rooms}
              filter={filter}
              onFilterChange={setFilter}
              unread={unread}
              housekeepers={housekeepers}
              timezone={timezone}
              renderActions={renderActions}
            />
            <LateCheckoutCards lateCheckouts={late.data ?? []} loading={late.isPending} />
            <FrontDeskSections rooms={shown as BoardRoom[]} unread={unread} onOpenNotes={openNotes} />
          </>
        )}
      </div>
      <AddLateCheckoutDialog hotelId={hotelId} rooms={rooms} open={adding} onOpenChange={setAdding} />
      <RoomNotesDialog hotelId={hotelId} room={notesRoom} onClose={() => setNotesRoom(null)} />
    </PullToRefresh>
  );
}
