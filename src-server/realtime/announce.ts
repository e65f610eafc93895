import type { Db } from '../db/connection';
import type { EventBus } from './event-bus';
import { pruneChangeLog, type LoggedChange } from './change-log.queries';

/** Pruning is cheap but not free: done by the writer that reaches each thousandth change. */
const PRUNE_EVERY = 1000;

/**
 * After commit: tells every instance that the hotel's sequence moved on, so their screens
 * get the change (hotel-feed.ts). Null changes (nothing written) announce nothing.
 */
export async function announce(ctx: { db: Db; bus: EventBus }, changes: (LoggedChange | null)[]) {
  for (const change of changes) {
    if (!change) continue;
    await ctx.bus.publish({ hotelId: change.hotelId, seq: change.seq });
    if (change.seq % PRUNE_EVERY === 0) {
      void pruneChangeLog(ctx.db, change.hotelId, change.seq).catch((error) => console.warn('change log not pruned', error));
    }
  }
}
