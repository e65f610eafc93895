import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { SessionUser } from '../../../src-shared/auth.schemas';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { PullToRefresh } from '../../components/pull-to-refresh';
import { ConnectionBanner } from '../../components/pwa/connection-banner';
import { NotificationBanner } from '../../components/pwa/notification-banner';
import type { NotesRoom } from '../room-notes/room-notes-dialog';
import { useHousekeeperBoard } from './use-housekeeper-board';
import { useRoomActions, type HousekeeperStatus } from './use-room-actions';
import { BottomNav, tabFromUrl, type Tab } from './bottom-nav';
import { SummaryCards } from './summary-cards';
import { MyScores } from './my-scores';
import { MyTurndowns } from './my-turndowns';
import { LoadErrorState, LoadingState } from './dashboard-states';
import { LateCheckoutsPanel, MyRoomsPanel, type CardProps } from './mobile-panels';
import { AllRoomsPanel } from './all-rooms-panel';
import { LazyNotesDialog } from './lazy-notes-dialog';
import { useCardExtras } from './use-card-extras';
import { useGuestTasks } from '../guest-requests/phone/use-guest-tasks';
import { LazyGuestRequestTasks as GuestRequestTasks } from '../guest-requests/phone/lazy-guest-request-tasks';

/** The housekeeper's phone screen (spec §2 "Mobile version"). */
export function MobileDashboard({ user, hotelId }: { user: SessionUser; hotelId: string }) {
  const board = useHousekeeperBoard(user, hotelId);
  const { setStatus, busy } = useRoomActions(user.id, board.sync);
  const extras = useCardExtras(hotelId, board.unread, user.id);
  const guest = useGuestTasks(hotelId, user.id);
  const [tab, setTab] = useState<Tab>(() => tabFromUrl(window.location.search));
  const [notesRoom, setNotesRoom] = useState<NotesRoom | null>(null);
  const [retrying, setRetrying] = useState(false);

  const cards: CardProps = {
    userId: user.id,
    unread: board.unread,
    notes: extras.notes,
    cleanedBy: extras.cleanedBy,
    guestTasks: guest,
    busy,
    pendingRoomIds: board.pendingRoomIds,
    actions: 'always',
    onSetStatus: (room: BoardRoom, status: HousekeeperStatus, notes?: string) => void setStatus(room, status, notes),
    onNotes: (room: BoardRoom) => setNotesRoom({ roomId: room.roomId, roomNumber: room.roomNumber }),
  };

  function retry() {
    setRetrying(true);
    void board.retry().finally(() => setRetrying(false));
  }

  function body() {
    if (board.myRoomsLoading) {
      return (
        <LoadingState>
          <Trans>Loading your rooms...</Trans>
        </LoadingState>
      );
    }
    if (board.myRoomsFailed) return <LoadErrorState onRetry={retry} retrying={retrying} />;
    return (
      <>
        <SummaryCards
          items={[
            { label: <Trans>Rooms to Clean</Trans>, count: board.toClean },
            { label: <Trans>Late Checkouts</Trans>, count: board.lateCheckouts.length },
          ]}
        />
        {tab === 'my-rooms' && (
          <>
            {/* Requests for rooms not on her list (a chosen person): listed apart, with their room. */}
            <GuestRequestTasks showRoom requests={guest.tasks.filter((r) => !board.myRooms?.some((room) => room.roomId === r.roomId))} busy={guest.busy} onDone={guest.done} />
            <MyRoomsPanel rooms={board.myRooms ?? []} cards={{ ...cards, priorityOf: board.priorityOf }} />
            {/* Below her rooms: the first screen keeps its three room cards (issue 29). */}
            <MyTurndowns hotelId={hotelId} userId={user.id} sync={board.sync} />
            <MyScores />
          </>
        )}
        {tab === 'all-rooms' && <AllRoomsPanel hotelId={hotelId} rooms={board.allRooms} loading={board.allRoomsLoading} cards={cards} />}
        {tab === 'late-checkouts' && (
          <LateCheckoutsPanel lateCheckouts={board.lateCheckouts} loading={board.lateCheckoutsLoading} mine={new Set((board.myRooms ?? []).map((room) => room.roomId))} />
        )}
        <BottomNav
          value={tab}
          onChange={setTab}
          items={[
            { tab: 'my-rooms', label: <Trans>My Rooms</Trans>, icon: 'bed', count: board.toClean },
            { tab: 'all-rooms', label: <Trans>All Rooms</Trans>, icon: 'building', count: board.allRooms.length },
            { tab: 'late-checkouts', label: <Trans>Late Checkouts</Trans>, icon: 'clock', count: board.lateCheckouts.length },
          ]}
        />
      </>
    );
  }

  return (
    <PullToRefresh onRefresh={board.refresh}>
      <div className="pb-24">
        {/* Spaced only while it shows something: its live region is always there. */}
        <div className="[&:has(p)]:mb-3">
          <ConnectionBanner />
        </div>
        <div className="space-y-3">
          <NotificationBanner />
          {body()}
        </div>
      </div>
      <LazyNotesDialog hotelId={hotelId} room={notesRoom} onClose={() => setNotesRoom(null)} />
    </PullToRefresh>
  );
}
