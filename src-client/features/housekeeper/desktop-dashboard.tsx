import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SessionUser } from '../../../src-shared/auth.schemas';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { PullToRefresh } from '../../components/pull-to-refresh';
import { ConnectionBanner } from '../../components/pwa/connection-banner';
import type { NotesRoom } from '../room-notes/room-notes-dialog';
import { useHousekeeperBoard } from './use-housekeeper-board';
import { useRoomActions } from './use-room-actions';
import { SummaryCards } from './summary-cards';
import { MyScores } from './my-scores';
import { MyTurndowns } from './my-turndowns';
import { LoadErrorState, LoadingState } from './dashboard-states';
import { RoomList } from './room-list';
import { LateCheckoutList } from './late-checkout-list';
import { LazyNotesDialog } from './lazy-notes-dialog';
import { useGuestTasks } from '../guest-requests/phone/use-guest-tasks';

/** The housekeeper's wide-screen version (spec §2): counts, late checkouts, the 'My Rooms' grid. */
export function DesktopDashboard({ user, hotelId }: { user: SessionUser; hotelId: string }) {
  const { t } = useLingui();
  const board = useHousekeeperBoard(user, hotelId);
  const { setStatus, busy } = useRoomActions(user.id, board.sync);
  const guest = useGuestTasks(hotelId, user.id);
  const [notesRoom, setNotesRoom] = useState<NotesRoom | null>(null);
  const [retrying, setRetrying] = useState(false);

  function rooms() {
    if (board.myRoomsLoading)
      return (
        <LoadingState>
          <Trans>Loading your rooms...</Trans>
        </LoadingState>
      );
    if (board.myRoomsFailed) {
      const retry = () => {
        setRetrying(true);
        void board.retry().finally(() => setRetrying(false));
      };
      return <LoadErrorState onRetry={retry} retrying={retrying} />;
    }
    return (
      <RoomList
        rooms={board.myRooms ?? []}
        userId={user.id}
        unread={board.unread}
        busy={busy}
        pendingRoomIds={board.pendingRoomIds}
        guestTasks={guest}
        actions="when-assigned"
        onSetStatus={(room: BoardRoom, status, notes) => void setStatus(room, status, notes)}
        onNotes={(room: BoardRoom) => setNotesRoom({ roomId: room.roomId, roomNumber: room.roomNumber })}
        label={t`My Rooms`}
        empty={<Trans>No rooms assigned</Trans>}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      />
    );
  }

  return (
    <PullToRefresh onRefresh={board.refresh}>
      <div className="space-y-6">
        <h2 className="text-2xl font-semibold">
          <Trans>Housekeeper Dashboard</Trans>
        </h2>
        <ConnectionBanner />
        <SummaryCards
          items={[
            { label: <Trans>My Assigned Rooms</Trans>, count: board.toClean },
            { label: <Trans>Late Checkouts</Trans>, count: board.lateCheckouts.length },
          ]}
        />
        <MyTurndowns hotelId={hotelId} userId={user.id} sync={board.sync} />
        <MyScores />
        <section aria-labelledby="hk-late-checkouts" className="space-y-3">
          <h2 id="hk-late-checkouts" className="text-lg font-semibold">
            <Trans>Active Late Checkouts</Trans>
          </h2>
          <LateCheckoutList lateCheckouts={board.lateCheckouts} loading={board.lateCheckoutsLoading} />
        </section>
        <section aria-labelledby="hk-my-rooms" className="space-y-3">
          <h2 id="hk-my-rooms" className="text-lg font-semibold">
            <Trans>My Rooms</Trans>
          </h2>
          {rooms()}
        </section>
      </div>
      <LazyNotesDialog hotelId={hotelId} room={notesRoom} onClose={() => setNotesRoom(null)} />
    </PullToRefresh>
  );
}
