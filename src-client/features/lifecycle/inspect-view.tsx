import { useState } from 'react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { skipToken } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { checklistFor } from '../../../src-shared/inspection-score';
import { useHotelBoard } from '../../lib/rooms';
import { trpc } from '../../lib/trpc';
import { ScreenSkeleton } from '../../components/ui/skeleton';
import { useOfflineSync } from '../../offline/use-offline-sync';
// Every queued kind, registered before the queue is read: an inspector's queue may hold any.
import '../housekeeper/queued-kinds';
import { AwaitingInspectionList } from './awaiting-inspection-list';
import { ChecklistInspection } from './checklist-inspection';
import { DeferredList } from './deferred-list';
import { useShiftListRooms } from './shift-lists';

const NO_ROOMS: BoardRoom[] = [];
const authed = getRouteApi('/_authed');

/**
 * The Inspect view (issue 29): the rooms awaiting inspection at the top of their own URL,
 * rather than 1,970 px down the Shift view, then the deferred rooms an inspector checks on.
 * Read from the workspace's cached board, so a room a housekeeper finishes appears live.
 * A room with a checklist for its type and cleaning type is inspected item by item (issue 31),
 * through the device's queue, which syncs here when the phone is back online.
 */
export function InspectView({ hotelId }: { hotelId: string }) {
  const { user } = authed.useRouteContext();
  useOfflineSync(user.id);
  const board = useHotelBoard(hotelId);
  const checklists = trpc.checklists.byHotel.useQuery({ hotelId });
  const rooms = board.data ?? NO_ROOMS;
  const [queued, setQueued] = useState<ReadonlySet<string>>(new Set());
  const [inspecting, setInspecting] = useState<BoardRoom | null>(null);
  const { awaiting, deferred, inspectionRequired } = useShiftListRooms(rooms);
  // An inspection waiting in the queue takes its room off the list until the board says otherwise.
  const waiting = awaiting.filter((room) => !queued.has(`${room.roomId}:${room.version}`));
  const checklistOf = (room: BoardRoom) => checklistFor(checklists.data ?? [], { roomTypeId: room.roomTypeId, cleaningType: room.cleaningType ?? null });
  const forRoom = trpc.checklists.forRoom.useQuery(inspecting ? { roomId: inspecting.roomId } : skipToken);
  if (board.isPending) return <ScreenSkeleton blocks={['h-40', 'h-40']} />;
  const checklist = inspecting && checklistOf(inspecting);
  return (
    <div className="space-y-4">
      {!inspectionRequired && awaiting.length === 0 && (
        <p className="text-sm text-muted-foreground">
          <Trans>
            This hotel does not require inspection. It can be turned on in{' '}
            <Link to="/dashboard/setup" className="font-medium text-foreground underline underline-offset-4">
              Setup
            </Link>
            .
          </Trans>
        </p>
      )}
      <AwaitingInspectionList rooms={waiting} checklistOf={checklistOf} onInspect={setInspecting} />
      <DeferredList rooms={deferred} />
      {inspecting && checklist && (
        <ChecklistInspection
          room={inspecting}
          checklist={checklist}
          selfChecked={forRoom.data?.selfChecked ?? null}
          onClose={() => setInspecting(null)}
          onQueued={() => setQueued((all) => new Set([...all, `${inspecting.roomId}:${inspecting.version}`]))}
        />
      )}
    </div>
  );
}
