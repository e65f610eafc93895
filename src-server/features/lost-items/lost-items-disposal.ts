import type { Db } from '../../db/connection';
import type { EventBus } from '../../realtime/event-bus';
import { LOST_ITEM_KEEP_DAYS } from '../../../src-shared/lost-items.schemas';
import { announce } from '../../realtime/announce';
import { logChange } from '../../realtime/change-log.queries';

/**
 * 'Disposed after N days' (DESIGN §18): a kept item found LOST_ITEM_KEEP_DAYS ago or more is
 * marked disposed, status_at now, by no one (the app's own rule). One conditional update: an
 * item returned meanwhile, or already disposed by another app instance, is not touched again.
 * Runs with the day plan pass; returns the ids it disposed of.
 */
export async function disposeKeptLostItems(db: Db, bus: EventBus, now = new Date()): Promise<string[]> {
  const before = new Date(now.getTime() - LOST_ITEM_KEEP_DAYS * 86_400_000);
  const { rows, changes } = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable('lost_items')
      .set({ status: 'disposed', status_at: now, status_by: null })
      .where('status', '=', 'kept')
      .where('found_at', '<=', before)
      .returning(['id', 'hotel_id'])
      .execute();
    const changes = [];
    for (const hotelId of new Set(rows.map((r) => r.hotel_id))) changes.push(await logChange(trx, { hotelId, kind: 'lost-items' }));
    return { rows, changes };
  });
  announce({ bus }, changes);
  return rows.map((r) => r.id);
}
