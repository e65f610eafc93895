import { useMemo, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { trpc } from '../../lib/trpc';
import { useHotelLiveUpdates } from '../../lib/live-updates';
import { useHotelBoard, useLateCheckouts, useUnreadNotes } from '../../lib/rooms';
import { PullToRefresh } from '../../components/pull-to-refresh';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { BulkActions } from '../../components/rooms/bulk-actions';
import { RoomNotesDialog, type NotesRoom } from '../../components/rooms/room-notes-dialog';
import { LateCheckoutCards } from './late-checkout-cards';
import { AddLateCheckoutDialog } from './add-late-checkout-dialog';
import { FrontDeskSections } from './front-desk-sections';

export function FrontDeskBoard({ hotelId }: { hotelId: string }) {
  const utils = trpc.useUtils();
  useHotelLiveUpdates(hotelId);
  const board = useHotelBoard(hotelId);
  const late = useLateCheckouts(hotelId);
  const unread = useUnreadNotes(hotelId).data;
  const [notesRoom, setNotesRoom] = useState<NotesRoom | null>(null);
  const [adding, setAdding] = useState(false);
  const rooms = useMemo(() => board.data ?? [], [board.data]);
  const openNotes = (room: BoardRoom) => setNotesRoom({ roomId: room.roomId, roomNumber: room.roomNumber });

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
          <Spinner className="mx-auto flex" />
        ) : (
          <>
            <LateCheckoutCards lateCheckouts={late.data ?? []} loading={late.isPending} />
            <FrontDeskSections rooms={rooms} unread={unread ?? {}} onOpenNotes={openNotes} />
          </>
        )}
      </div>
      <AddLateCheckoutDialog hotelId={hotelId} rooms={rooms} open={adding} onOpenChange={setAdding} />
      <RoomNotesDialog hotelId={hotelId} room={notesRoom} onClose={() => setNotesRoom(null)} />
    </PullToRefresh>
  );
}
