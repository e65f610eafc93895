import { useMemo } from 'react';
import type { SessionUser } from '../../../src-shared/auth.schemas';
import { trpc } from '../../lib/trpc';
import { useUnreadNotes } from '../../lib/rooms';
import { useHotelLiveUpdates } from '../../lib/live-updates';
import { usePendingUpdates } from '../../offline/pending-updates';
import { pendingRoomIds, withPendingChanges } from '../../offline/optimistic-rooms';
import { useOfflineSync } from '../../offline/use-offline-sync';
import { snapshotKeys } from '../../offline/snapshot-keys';
import { useKeepSnapshot } from './offline-snapshots';
import { byFloorThenNumber, roomsToClean } from './room-order';
import { rushFirst } from '../../../src-shared/room-status';
import { useMyOrder } from './my-order';
import { useSelfCheckLists } from './self-check-lists';

// A failed fetch answers at once, even offline, so the screens can fall back to the
// device's copy instead of waiting for the network.
const ANSWER_NOW = { networkMode: 'always' } as const;

/**
 * Everything the housekeeper's screens show: own rooms, all rooms, late checkouts and
 * unread notes, with queued offline changes applied, kept on the device, live-updated,
 * and the offline queue synced.
 */
export function useHousekeeperBoard(user: SessionUser, hotelId: string) {
  const keys = snapshotKeys(user.id, hotelId);
  const myRooms = trpc.roomStatuses.assignedTo.useQuery({ userId: user.id }, ANSWER_NOW);
  const allRooms = trpc.roomStatuses.byHotel.useQuery({ hotelId }, ANSWER_NOW);
  const lateCheckouts = trpc.lateCheckouts.unresolved.useQuery({ hotelId }, ANSWER_NOW);
  const unread = useUnreadNotes(hotelId);
  useKeepSnapshot(keys.myRooms, myRooms.data, myRooms.dataUpdatedAt);
  useKeepSnapshot(keys.allRooms, allRooms.data, allRooms.dataUpdatedAt);
  useKeepSnapshot(keys.lateCheckouts, lateCheckouts.data, lateCheckouts.dataUpdatedAt);
  useKeepSnapshot(keys.unread, unread.data, unread.dataUpdatedAt);
  const selfCheck = useSelfCheckLists(hotelId);
  useKeepSnapshot(keys.selfCheck, selfCheck.data, selfCheck.dataUpdatedAt);
  useHotelLiveUpdates(hotelId);
  const sync = useOfflineSync(user.id);
  const pending = usePendingUpdates();

  // Rush rooms first (DESIGN §12), then by priority and her own order (§22); 'All Rooms' keeps the floor order of spec §9.
  const myOrder = useMyOrder(user.id, hotelId);
  const ordered = useMemo(() => {
    const rooms = withPendingChanges(myRooms.data, pending, user.id);
    return rooms ? myOrder.order(rushFirst(rooms)) : null;
  }, [myRooms.data, pending, user.id, myOrder]);
  const mine = ordered?.rooms;
  // A failed all-rooms or late-checkout load shows an empty list (spec §8).
  const all = useMemo(
    () => [...(withPendingChanges(allRooms.data, pending, user.id) ?? [])].sort(byFloorThenNumber),
    [allRooms.data, pending, user.id],
  );

  return {
    myRooms: mine,
    /** Each of her rooms' reason in a word, and moving one up her list (DESIGN §22). */
    priorityOf: (room: { roomId: string }) => ({ reason: ordered?.reasons.get(room.roomId) ?? null, onMoveUp: () => myOrder.moveUp(mine ?? [], room.roomId) }),
    myRoomsLoading: myRooms.isPending,
    myRoomsFailed: myRooms.isError && !myRooms.data,
    allRooms: all,
    allRoomsLoading: allRooms.isPending && !allRooms.isError,
    lateCheckouts: lateCheckouts.data ?? [],
    lateCheckoutsLoading: lateCheckouts.isPending && !lateCheckouts.isError,
    unread: unread.data ?? {},
    pendingRoomIds: pendingRoomIds(pending, user.id),
    toClean: roomsToClean(mine ?? []),
    sync,
    retry: () => myRooms.refetch(),
    refresh: () => Promise.all([sync(), myRooms.refetch(), allRooms.refetch(), lateCheckouts.refetch(), unread.refetch()]),
  };
}

export type HousekeeperBoard = ReturnType<typeof useHousekeeperBoard>;
