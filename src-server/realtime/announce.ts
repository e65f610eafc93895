import type { Db } from '../db/connection';
import type { EventBus } from './event-bus';
import { pruneChangeLog, type LoggedChange } from './change-log.queries';

/** Pruning is cheap but not free: done by the writer that reaches each thousandth change. */
const PRUNE_EVERY = 1000;

/**
 * After commit: tells every instance that the hotel's sequence moved on, so their screens
 * get the change (hotel-feed.ts). Null changes (nothing written) announce nothing. A failed
 * notice never fails the request: the change is committed, and every feed reads the log
 * from its cursor at the next notice, so nothing is lost, only later.
 */
export async function announce(ctx: { db: Db; bus: EventBus }, changes: (LoggedChange | null)[]) {
  for (const change of changes) {
    if (!change) continue;
    try {
      await ctx.bus.publish({ hotelId: change.hotelId, seq: change.seq });
    } catch (error) {
      console.warn('live-update notice not sent; screens catch up at the next change', error);
    }
    if (change.seq % PRUNE_EVERY === 0) {
      void pruneChangeLog(ctx.db, change.hotelId, change.seq).catch((error) => console.warn('change log not pruned', error));
    }
  }
}
