import { useEffect } from 'react';
import type { trpc } from '../../lib/trpc';
import { loadSnapshot, saveSnapshot } from '../../offline/snapshots';
import { snapshotKeys } from '../../offline/snapshot-keys';

type Utils = ReturnType<typeof trpc.useUtils>;

async function restore<T>(key: string, current: T | undefined, put: (data: T, updatedAt: number) => void) {
  if (current !== undefined) return;
  const snapshot = await loadSnapshot<T>(key);
  if (snapshot) put(snapshot.data, snapshot.savedAt);
}

/**
 * Puts the last known lists in the query cache, dated when they were fetched: they show at
 * once and are refetched as stale, so the app opens with data even with no network.
 */
export async function restoreSnapshots(utils: Utils, userId: string, hotelId: string): Promise<void> {
  const keys = snapshotKeys(userId, hotelId);
  const byUser = { userId };
  const byHotel = { hotelId };
  await Promise.all([
    restore(keys.myRooms, utils.roomStatuses.assignedTo.getData(byUser), (data, updatedAt) =>
      utils.roomStatuses.assignedTo.setData(byUser, data, { updatedAt }),
    ),
    restore(keys.allRooms, utils.roomStatuses.byHotel.getData(byHotel), (data, updatedAt) =>
      utils.roomStatuses.byHotel.setData(byHotel, data, { updatedAt }),
    ),
    restore(keys.lateCheckouts, utils.lateCheckouts.unresolved.getData(byHotel), (data, updatedAt) =>
      utils.lateCheckouts.unresolved.setData(byHotel, data, { updatedAt }),
    ),
    restore(keys.unread, utils.roomNotes.unread.getData(byHotel), (data, updatedAt) =>
      utils.roomNotes.unread.setData(byHotel, data, { updatedAt }),
    ),
    restore(keys.selfCheck, utils.checklists.forSelfCheck.getData(byHotel), (data, updatedAt) =>
      utils.checklists.forSelfCheck.setData(byHotel, data, { updatedAt }),
    ),
  ]);
}

/** Keeps the device's copy of a list current with each answer from the server. */
export function useKeepSnapshot(key: string, data: unknown, updatedAt: number) {
  useEffect(() => {
    if (data === undefined || updatedAt === 0) return;
    saveSnapshot(key, data, updatedAt).catch((error: unknown) => console.info('Could not keep an offline copy', error));
  }, [key, data, updatedAt]);
}
