import { useMemo } from 'react';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { isAwaitingInspection, isOnWorkingLists, rushFirst } from '../../../src-shared/room-status';
import { useHotelBoard } from '../../lib/rooms';
import { InspectionSetting } from './inspection-setting';
import { AwaitingInspectionList } from './awaiting-inspection-list';
import { DeferredList } from './deferred-list';
import { AttendantReportCard } from './attendant-report-card';

const NO_ROOMS: BoardRoom[] = [];

/**
 * The manager's part of the room lifecycle (DESIGN §12): the inspection setting, rooms
 * awaiting inspection, service deferred, and the attendant report. Reads the same cached
 * board as the rest of the screen, so live changes reach it through applyRoomChange.
 */
export function ManagerLifecycle({ hotelId }: { hotelId: string }) {
  const board = useHotelBoard(hotelId);
  const rooms = board.data ?? NO_ROOMS;
  const { awaiting, deferred, inspectionRequired } = useMemo(
    () => ({
      awaiting: rushFirst(rooms.filter((r) => isAwaitingInspection(r) && isOnWorkingLists(r))),
      deferred: rushFirst(rooms.filter((r) => r.deferral !== null && r.status === 'assigned')),
      inspectionRequired: rooms[0]?.inspectionRequired,
    }),
    [rooms],
  );
  return (
    <div className="space-y-4">
      <InspectionSetting hotelId={hotelId} fromBoard={inspectionRequired} />
      {(inspectionRequired || awaiting.length > 0) && <AwaitingInspectionList rooms={awaiting} />}
      <DeferredList rooms={deferred} />
      <AttendantReportCard hotelId={hotelId} />
    </div>
  );
}
