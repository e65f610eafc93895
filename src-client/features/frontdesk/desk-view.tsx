import { useDeferredValue, useMemo, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ScreenSkeleton } from '../../components/ui/skeleton';
import { BulkActions } from '../room-status/bulk-actions';
import { useBoardScreen } from '../board/use-board-screen';
import { RoomSearch } from '../board/room-search';
import { searchRooms } from '../board/board-model';
import { LateCheckoutCards } from './late-checkout-cards';
import { AddLateCheckoutDialog } from './add-late-checkout-dialog';
import { FrontDeskSections } from './front-desk-sections';
import { useFrontDeskStatus } from './use-front-desk-status';
import { DiscrepancyQueue } from '../discrepancies/discrepancy-queue';
import { GuestRequestsPanel } from '../guest-requests/desk/guest-requests-panel';
import { LostFoundPanel } from '../lost-found/desk/lost-found-panel';
import { ReadyTimesPanel } from './ready-times-panel';

/**
 * The front desk's landing view (issue 18): 'is 305 ready?' in one search at the top, then the
 * spec's screen: late checkouts and the rooms by status. The floor grid is the Board view's.
 */
export function DeskView({ hotelId }: { hotelId: string }) {
  const { changeStatus, pendingRoomId } = useFrontDeskStatus();
  const { board, late, unread, rooms, openNotes, panel, notesDialog } = useBoardScreen(hotelId, {
    role: 'frontdesk',
    pendingRoomId,
    changeStatus,
  });
  const [adding, setAdding] = useState(false);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const results = useMemo(() => searchRooms(rooms, deferredQuery), [rooms, deferredQuery]);

  return (
    <>
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
          <ScreenSkeleton blocks={['h-20', 'h-40', 'h-72']} />
        ) : (
          <>
            <RoomSearch query={query} onQueryChange={setQuery} results={results} unread={unread} renderActions={panel.renderActions} />
            <ReadyTimesPanel hotelId={hotelId} timezone={panel.timezone} />
            <LateCheckoutCards lateCheckouts={late.data ?? []} loading={late.isPending} timezone={panel.timezone} />
            <GuestRequestsPanel hotelId={hotelId} rooms={rooms} />
            <FrontDeskSections rooms={rooms} unread={unread} onOpenNotes={openNotes} />
            <DiscrepancyQueue hotelId={hotelId} timezone={panel.timezone} />
            <LostFoundPanel hotelId={hotelId} rooms={rooms} />
          </>
        )}
      </div>
      <AddLateCheckoutDialog hotelId={hotelId} rooms={rooms} open={adding} onOpenChange={setAdding} />
      {notesDialog}
    </>
  );
}
