import { useMemo } from 'react';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { isAwaitingInspection, isOnWorkingLists, rushFirst } from '../../../src-shared/room-status';
import { AwaitingInspectionList } from './awaiting-inspection-list';
import { DeferredList } from './deferred-list';

/**
 * The shift's lists of the room lifecycle (DESIGN §12): rooms awaiting inspection and
 * service deferred. Read from the same cached board as the rest of the workspace, so live
 * changes reach them through applyRoomChange.
 */
export function ShiftLists({ rooms }: { rooms: readonly BoardRoom[] }) {
  const { awaiting, deferred, inspectionRequired } = useMemo(
    () => ({
      awaiting: rushFirst(rooms.filter((r) => isAwaitingInspection(r) && isOnWorkingLists(r))),
      deferred: rushFirst(rooms.filter((r) => r.deferral !== null && r.status === 'assigned')),
      inspectionRequired: rooms[0]?.inspectionRequired,
    }),
    [rooms],
  );
  return (
    <>
      {(inspectionRequired || awaiting.length > 0) && <AwaitingInspectionList rooms={awaiting} />}
      <DeferredList rooms={deferred} />
    </>
  );
}
