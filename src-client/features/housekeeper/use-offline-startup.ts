import { useEffect, useState } from 'react';
import { trpc } from '../../lib/trpc';
import { loadPendingUpdates } from '../../offline/pending-updates';
import { restoreSnapshots } from './offline-snapshots';
// Before the queue is read: each stored kind is known (and an old item read into its kind).
import './queued-kinds';

/**
 * 'Initializing...': reads the offline queue and the last known lists from the device
 * before the rooms show, so queued changes appear on the very first paint.
 * A device without IndexedDB simply works online only.
 */
export function useOfflineStartup(userId: string, hotelId: string): boolean {
  const utils = trpc.useUtils();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    Promise.all([loadPendingUpdates(), restoreSnapshots(utils, userId, hotelId)])
      .catch((error: unknown) => console.warn('Offline storage unavailable', error))
      .finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [utils, userId, hotelId]);
  return ready;
}
