import { useMemo } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { splitBoard } from '../../lib/rooms';
import { BulkActions } from '../room-status/bulk-actions';
import { useErrorToast } from '../../components/rooms/use-error-toast';
import { BoardPanel } from '../board/board-panel';
import { useBoardScreen } from '../board/use-board-screen';
import { SummaryCards } from './summary-cards';
import { LateCheckoutsTable } from './late-checkouts-table';
import { DirtyRoomsTable } from './dirty-rooms-table';
import { StatusRoomsTable } from './status-rooms-table';
import { useManagerStatus } from './use-manager-status';
import { assigneeOf, sortAssigned } from './assigned-order';
import { PmsSyncFailuresProvider } from '../board/pms-sync-failures';

/**
 * The manager's Board view (issue 18): the counts, the floor grid and the spec's room tables,
 * each table scrolling in its own box so the view stays a few screens tall at any hotel size.
 */
export function ManagerBoard({ hotelId }: { hotelId: string }) {
  const { actions, pendingRoomId } = useManagerStatus();
  const { board, late, unread, housekeepers, rooms, shown, openNotes, panel, notesDialog } = useBoardScreen(hotelId, {
    role: 'manager',
    pendingRoomId,
    changeStatus: actions.changeStatus,
  });
  useErrorToast(board.error, msg`Failed to load data`);
  useErrorToast(late.error, msg`Failed to load data`);

  // The split is one pass, redone only when the data changes.
  const all = useMemo(() => splitBoard(rooms), [rooms]);
  // The board's filters narrow the lists too; the summary cards count the whole hotel.
  const lists = useMemo(() => (shown === rooms ? all : splitBoard(shown)), [shown, rooms, all]);
  const assigned = useMemo(() => sortAssigned(lists.assigned), [lists.assigned]);
  const lateCheckouts = late.isError ? [] : (late.data ?? []);
  const loading = board.isPending;
  const cleanCount = lists.clean.length;
  const pmsCount = lists.pmsUpdated.length;
  const outOfServiceCount = lists.outOfService.length;
  const common = { loading, unread, onOpenNotes: openNotes };

  return (
    // 'PMS sync failed' on the rooms' rows and tiles (issue 20 point 3): the managers' only.
    <PmsSyncFailuresProvider hotelId={hotelId}>
      <div className="space-y-4">
        <BulkActions hotelId={hotelId} />
        <SummaryCards
          dirty={all.dirty.length}
          assigned={all.assigned.length}
          lateCheckouts={lateCheckouts.length}
          loading={loading}
        />
        <BoardPanel {...panel} />
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
        {/* Out of order is rare (repairs): its table shows only while a room is, so the board stays short. */}
        {lists.outOfOrder.length > 0 && (
          <StatusRoomsTable
            title={<Trans>Out of Order Rooms ({lists.outOfOrder.length})</Trans>}
            empty={<Trans>No rooms out of order</Trans>}
            columns="plain"
            rooms={lists.outOfOrder}
            {...common}
          />
        )}
      </div>
      {notesDialog}
    </PmsSyncFailuresProvider>
  );
}
