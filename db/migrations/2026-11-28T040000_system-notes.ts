import { sql, type Kysely } from 'kysely';

/**
 * Issue 19: the notes the app itself writes on a room become data, a kind and its parameters
 * ({"kind":"late-checkout-dirty"}), on the status row and in its history; each reader puts
 * them in its own language. `notes` keeps the English words, which the REST answers have
 * always carried. Stored notes that are exactly one of the app's own sentences become their
 * kind; anything else (what people typed, a work order's note) stays text only. Frozen in
 * time: never import application code here.
 */
const KINDS: [string, string][] = [
  ['Marked out of service', 'out-of-service'],
  ['Marked dirty after late checkout resolution', 'late-checkout-dirty'],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['room_statuses', 'room_status_events']) {
    await db.schema.alterTable(table).addColumn('system_note', 'jsonb').execute();
    for (const [text, kind] of KINDS) {
      await sql`update ${sql.table(table)} set system_note = ${JSON.stringify({ kind })}::jsonb where notes = ${text}`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['room_statuses', 'room_status_events']) {
    await db.schema.alterTable(table).dropColumn('system_note').execute();
  }
}
