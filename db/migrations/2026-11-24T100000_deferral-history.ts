import { sql, type Kysely } from 'kysely';

/**
 * A deferral's history row keeps the reason and the retry time as data, not as English text,
 * so each reader sees it in their language (the CSV spells it out in English). Rows written
 * before are read back from their text; text that is not recognised stays as it was.
 * Frozen in time: never import application code in a migration.
 */
const TEXTS = [
  ['dnd', 'Do not disturb'],
  ['refused', 'Service refused'],
  ['guest_in_room', 'Guest in room'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('room_status_events')
    .addColumn('deferral_reason', 'text', (c) => c.check(sql`deferral_reason in ('dnd', 'refused', 'guest_in_room')`))
    .addColumn('deferral_retry_at', 'text')
    .execute();
  for (const [reason, text] of TEXTS) {
    await sql`
      update room_status_events
      set deferral_reason = ${reason},
          deferral_retry_at = substring(notes from ${`^${text}, retry at ([0-2][0-9]:[0-5][0-9])$`}::text),
          notes = null
      where action = 'deferred' and (notes = ${text} or notes ~ ${`^${text}, retry at [0-2][0-9]:[0-5][0-9]$`}::text)
    `.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [reason, text] of TEXTS) {
    await sql`
      update room_status_events
      set notes = ${text}::text || coalesce(', retry at ' || deferral_retry_at, '')
      where deferral_reason = ${reason}
    `.execute(db);
  }
  await db.schema.alterTable('room_status_events').dropColumn('deferral_reason').dropColumn('deferral_retry_at').execute();
}
