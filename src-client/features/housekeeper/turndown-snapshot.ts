import { useEffect } from 'react';
import type { TurndownList } from '../../../src-shared/turndown.schemas';
import { trpc } from '../../lib/trpc';
import { loadSnapshot } from '../../offline/snapshots';
import { snapshotKeys } from '../../offline/snapshot-keys';
import { useKeepSnapshot } from './offline-snapshots';

/**
 * Tonight's turndowns kept on the device like her rooms (offline-snapshots.ts): each answer is
 * kept, and the list opens with the last copy, dated when it was fetched, so it is refetched as
 * stale and shows with no network. The copy goes into the cache when she opens the list, not at
 * the app's start as the rooms' do: the list loads only when opened (ClosedSection), and a copy
 * that nothing on screen reads would be dropped from the cache before she opens it.
 */
export function useTurndownSnapshot(userId: string, hotelId: string, list: { data: TurndownList | undefined; dataUpdatedAt: number }) {
  const utils = trpc.useUtils();
  const key = snapshotKeys(userId, hotelId).turndowns;
  useEffect(() => {
    const input = { hotelId };
    loadSnapshot<TurndownList>(key)
      .then((snapshot) => {
        // An answer that came first is newer than any copy.
        if (snapshot && utils.turndown.tonight.getData(input) === undefined) utils.turndown.tonight.setData(input, snapshot.data, { updatedAt: snapshot.savedAt });
      })
      .catch((error: unknown) => console.info('Could not read the offline copy', error));
  }, [utils, key, hotelId]);
  useKeepSnapshot(key, list.data, list.dataUpdatedAt);
}
