import type { EventBus } from './event-bus';
import type { PendingChange } from './change-log.queries';

/**
 * After commit: tells every instance that the hotel's log has news, so their screens get
 * the change (hotel-feed.ts). One notice per hotel, however many changes the transaction
 * logged: each feed reads everything after its cursor anyway. Null changes (nothing
 * written) announce nothing.
 *
 * The answer does not wait for it: with several instances the notice is a round trip to
 * PostgreSQL (and a wait for a pooled connection under load) that the writer gains nothing
 * from. A failed notice never fails anything: the change is committed, and every feed
 * reads the log from its cursor at the next notice, so nothing is lost, only later.
 */
export function announce(ctx: { bus: EventBus }, changes: (PendingChange | null)[]): void {
  // With PostgreSQL between instances the log's commit trigger has told them all already.
  if (ctx.bus.toldByDatabase) return;
  const hotels = new Set(changes.flatMap((change) => (change ? [change.hotelId] : [])));
  for (const hotelId of hotels) {
    ctx.bus.publish({ hotelId }).catch((error: unknown) => {
      console.warn('live-update notice not sent; screens catch up at the next change', error);
    });
  }
}
