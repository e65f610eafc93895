import { useMemo } from 'react';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { rushFirst } from '../../../src-shared/room-status';
import { isOnInspectionList } from '../../../src-shared/room-work-state';
import { AwaitingInspectionList } from './awaiting-inspection-list';
import { DeferredList } from './deferred-list';

/** The rooms of the lifecycle's lists, rush first: awaiting inspection, and service deferred. */
export function useShiftListRooms(rooms: readonly BoardRoom[]) {
  return useMemo(
    () => ({
      awaiting: rushFirst(rooms.filter(isOnInspectionList)),
      deferred: rushFirst(rooms.filter((r) => r.deferral !== null && r.status === 'assigned')),
      inspectionRequired: rooms[0]?.inspectionRequired ?? false,
    }),
    [rooms],
  );
}

/**
 * The shift's lists of the room lifecycle (DESIGN §12): rooms awaiting inspection and
 * service deferred. Read from the same cached board as the rest of the workspace, so live
 * changes reach them through applyRoomChange.
 */
export function ShiftLists({ rooms }: { rooms: readonly BoardRoom[] }) {
  const { awaiting, deferred, inspectionRequired } = useShiftListRooms(rooms);
  return (
    <>
      {(inspectionRequired || awaiting.length > 0) && <AwaitingInspectionList rooms={awaiting} />}
      <DeferredList rooms={deferred} />
    </>
  );
}
