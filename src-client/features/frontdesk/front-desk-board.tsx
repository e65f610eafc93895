import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { trpc } from '../../lib/trpc';
import { PullToRefresh } from '../../components/pull-to-refresh';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ScreenSkeleton } from '../../components/ui/skeleton';
import { BoardPanel } from '../board/board-panel';
import { useBoardScreen } from '../board/use-board-screen';
import { BulkActions } from '../../components/rooms/bulk-actions';
import { LateCheckoutCards } from './late-checkout-cards';
import { AddLateCheckoutDialog } from './add-late-checkout-dialog';
import { FrontDeskSections } from './front-desk-sections';
import { useFrontDeskStatus } from './use-front-desk-status';

export function FrontDeskBoard({ hotelId }: { hotelId: string }) {
  const utils = trpc.useUtils();
  const { changeStatus, pendingRoomId } = useFrontDeskStatus();
  const { board, late, unread, rooms, shown, openNotes, panel, notesDialog } = useBoardScreen(hotelId, {
    role: 'frontdesk',
    pendingRoomId,
    changeStatus,
  });
  const [adding, setAdding] = useState(false);

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
            <BoardPanel {...panel} />
            <LateCheckoutCards lateCheckouts={late.data ?? []} loading={late.isPending} timezone={panel.timezone} />
            <FrontDeskSections rooms={shown as BoardRoom[]} unread={unread} onOpenNotes={openNotes} />
          </>
        )}
      </div>
      <AddLateCheckoutDialog hotelId={hotelId} rooms={rooms} open={adding} onOpenChange={setAdding} />
      {notesDialog}
    </PullToRefresh>
  );
}
