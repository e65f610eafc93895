import { useCallback, useMemo, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { trpc } from '../../lib/trpc';
import { useHotelLiveUpdates } from '../../lib/live-updates';
import { splitBoard, useHotelBoard, useHotelTimezone, useHousekeepers, useLateCheckouts, useUnreadNotes } from '../../lib/rooms';
import { PullToRefresh } from '../../components/pull-to-refresh';
import { BulkActions } from '../../components/rooms/bulk-actions';
import { RoomNotesDialog, type NotesRoom } from '../../components/rooms/room-notes-dialog';
import { useErrorToast } from '../../components/rooms/use-error-toast';
import { NotesButton } from '../../components/rooms/notes-button';
import { StatusMenu } from '../../components/rooms/status-menu';
import { BoardPanel } from '../board/board-panel';
import { useBoardFilter } from '../board/use-board-filter';
import { SummaryCards } from './summary-cards';
import { DailyReportCard } from './daily-report-card';
import { LateCheckoutsTable } from './late-checkouts-table';
import { DirtyRoomsTable } from './dirty-rooms-table';
import { StatusRoomsTable } from './status-rooms-table';
import { WorkloadPanel } from '../workload/workload-panel';
import { useManagerStatus } from './use-manager-status';
import { assigneeOf, sortAssigned } from './assigned-order';

const NO_UNREAD: Record<string, number> = {};
const NO_HOUSEKEEPERS: never[] = [];
const NO_ROOMS: BoardRoom[] = [];

export function ManagerBoard({ hotelId }: { hotelId: string }) {
  const utils = trpc.useUtils();
  useHotelLiveUpdates(hotelId);
  const board = useHotelBoard(hotelId);
  const late = useLateCheckouts(hotelId);
  const unread = useUnreadNotes(hotelId).data ?? NO_UNREAD;
  const housekeepers = useHousekeepers(hotelId).data ?? NO_HOUSEKEEPERS;
  const timezone = useHotelTimezone(hotelId);
  const { actions, pendingRoomId } = useManagerStatus();
  const [notesRoom, setNotesRoom] = useState<NotesRoom | null>(null);
  useErrorToast(board.error, msg`Failed to load data`);
  useErrorToast(late.error, msg`Failed to load data`);

  // A failed load empties the lists (spec §8); the split is one pass, redone only when the data changes.
  const rooms = board.isError ? NO_ROOMS : (board.data ?? NO_ROOMS);
  const all = useMemo(() => splitBoard(rooms), [rooms]);
  // The board's filters narrow the lists too; the summary cards count the whole hotel.
  const { filter, setFilter, shown } = useBoardFilter(rooms);
  const lists = useMemo(() => (shown === rooms ? all : splitBoard(shown)), [shown, rooms, all]);
  const assigned = useMemo(() => sortAssigned(lists.assigned), [lists.assigned]);
  const lateCheckouts = late.isError ? [] : (late.data ?? []);
  const loading = board.isPending;
  const cleanCount = lists.clean.length;
  const pmsCount = lists.pmsUpdated.length;
  const outOfServiceCount = lists.outOfService.length;
  const openNotes = useCallback((room: BoardRoom) => setNotesRoom({ roomId: room.roomId, roomNumber: room.roomNumber }), []);
  const common = { loading, unread, onOpenNotes: openNotes };
  const renderActions = (room: BoardRoom) => (
    <>
      <NotesButton roomNumber={room.roomNumber} unread={unread[room.roomId] ?? 0} onClick={() => openNotes(room)} />
      <StatusMenu
        role="manager"
        roomNumber={room.roomNumber}
        status={room.status}
        disabled={pendingRoomId === room.roomId}
        hasLateCheckout={room.hasLateCheckout}
        onSelect={(to, notes) => actions.changeStatus(room, to, notes)}
      />
    </>
  );

  const refresh = () =>
    Promise.all([
      utils.roomStatuses.invalidate(),
      utils.lateCheckouts.invalidate(),
      utils.roomNotes.invalidate(),
      utils.dailyStats.invalidate(),
      utils.staff.byHotel.invalidate(),
    ]);

  return (
    <PullToRefresh onRefresh={refresh}>
      <div className="space-y-4">
        <BulkActions hotelId={hotelId} />
        <SummaryCards
          dirty={all.dirty.length}
          assigned={all.assigned.length}
          lateCheckouts={lateCheckouts.length}
          loading={loading}
        />
        <BoardPanel
          rooms={board.isPending ? undefined : rooms}
          filter={filter}
          onFilterChange={setFilter}
          unread={unread}
          housekeepers={housekeepers}
          timezone={timezone}
          renderActions={renderActions}
        />
        <DailyReportCard hotelId={hotelId} />
        <WorkloadPanel hotelId={hotelId} rooms={board.isError ? undefined : board.data} housekeepers={housekeepers} />
        <LateCheckoutsTable lateCheckouts={lateCheckouts} />
        <DirtyRoomsTable rooms={lists.dirty} housekeepers={housekeepers} {...common} />
        <StatusRoomsTable
          title={<Trans>Assigned Rooms</Trans>}
          empty={<Trans>No assigned rooms</Trans>}
          columns="assigned"
          rooms={assigned}
          groupOf={assigneeOf}
          {...common}
        />
        <StatusRoomsTable
          title={<Trans>Clean Rooms ({cleanCount})</Trans>}
          empty={<Trans>No clean rooms</Trans>}
          columns="pms"
          rooms={lists.clean}
          {...common}
        />
        <StatusRoomsTable
          title={<Trans>PMS Updated Rooms ({pmsCount})</Trans>}
          empty={<Trans>No PMS updated rooms</Trans>}
          columns="plain"
          rooms={lists.pmsUpdated}
          {...common}
        />
        <StatusRoomsTable
          title={<Trans>Out of Service Rooms ({outOfServiceCount})</Trans>}
          empty={<Trans>No rooms out of service</Trans>}
          columns="plain"
          rooms={lists.outOfService}
          {...common}
        />
      </div>
      <RoomNotesDialog hotelId={hotelId} room={notesRoom} onClose={() => setNotesRoom(null)} />
    </PullToRefresh>
  );
}
