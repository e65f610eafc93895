import { useCallback } from 'react';
import type { LateCheckout } from '../../../src-shared/late-checkouts.schemas';
import { trpc } from '../../lib/trpc';

/**
 * The hotel's unresolved late checkouts after one's own add or resolve, from the answer
 * (the live 'late-checkouts' event then brings the whole list, the same). Kept in the
 * server's order, by checkout time.
 */
export function usePatchLateCheckouts() {
  const utils = trpc.useUtils();
  return useCallback(
    (late: LateCheckout) =>
      utils.lateCheckouts.unresolved.setData({ hotelId: late.hotelId }, (list) => {
        if (!list) return list;
        const others = list.filter((held) => held.id !== late.id);
        if (late.resolvedAt) return others;
        return [...others, late].sort((a, b) => a.checkoutTime.localeCompare(b.checkoutTime));
      }),
    [utils],
  );
}
