import { sql, type Kysely } from 'kysely';

/**
 * Issue 19: the PMS outbox's claim (`duePushes`) takes a connection's due pending pushes in
 * `ord` order, skipping one while an earlier push of its room is still pending (NOT EXISTS on
 * connection, room, `ord` <, state 'pending'). The older `pms_pushes_pending_idx`
 * (connection_id, state, room_id, seq) has no `ord`: with a backlog the claim read and sorted
 * every pending push of the connection to return its first 50, and each probe read every
 * pending push of the room. Two partial indexes of the pending pushes only (few, but for a
 * PMS that was down), in the order each part asks. Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pending = sql.ref('state');
  await db.schema.createIndex('pms_pushes_pending_ord_idx').on('pms_pushes').columns(['connection_id', 'ord']).where(pending, '=', 'pending').execute();
  await db.schema
    .createIndex('pms_pushes_pending_room_ord_idx')
    .on('pms_pushes')
    .columns(['connection_id', 'room_id', 'ord'])
    .where(pending, '=', 'pending')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('pms_pushes_pending_room_ord_idx').execute();
  await db.schema.dropIndex('pms_pushes_pending_ord_idx').execute();
}
