import { sql, type Kysely } from 'kysely';

/**
 * Issue 11 (DESIGN §12), the room lifecycle: a dirty room's cleaning type, rush rooms,
 * service deferred (DND, refused, guest in room), a cleaning timer, and inspection (per hotel,
 * off by default) with its new status 'inspected'. The history keeps each row's cleaning type,
 * the worked seconds of a timed clean and what kind of action it was (a deferral or an
 * inspection keeps the status, or moves it by a rule of its own). Frozen in time: never import
 * application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('hotels').addColumn('inspection_required', 'boolean', (c) => c.notNull().defaultTo(false)).execute();

  await sql`alter table room_statuses drop constraint if exists room_statuses_status_check`.execute(db);
  await sql`alter table room_statuses add constraint room_statuses_status_check
    check (status in ('clean', 'dirty', 'assigned', 'out_of_service', 'pms_updated', 'inspected'))`.execute(db);
  await db.schema
    .alterTable('room_statuses')
    .addColumn('cleaning_type', 'text', (c) => c.check(sql`cleaning_type in ('departure', 'stayover', 'touch_up')`))
    .addColumn('priority', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('deferral_reason', 'text', (c) => c.check(sql`deferral_reason in ('dnd', 'refused', 'guest_in_room')`))
    .addColumn('deferral_retry_at', 'text', (c) => c.check(sql`deferral_retry_at ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`))
    .addColumn('deferred_at', 'timestamptz')
    .addColumn('deferred_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('timer_state', 'text', (c) => c.check(sql`timer_state in ('running', 'paused')`))
    .addColumn('timer_started_at', 'timestamptz')
    .addColumn('timer_worked_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('inspected_at', 'timestamptz')
    .addColumn('inspected_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await db.schema
    .alterTable('room_status_events')
    .addColumn('cleaning_type', 'text')
    .addColumn('worked_seconds', 'integer')
    .addColumn('action', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('room_status_events').dropColumn('cleaning_type').dropColumn('worked_seconds').dropColumn('action').execute();
  // An inspected room reads as clean again once the status is gone.
  await sql`update room_statuses set status = 'clean' where status = 'inspected'`.execute(db);
  await db.schema
    .alterTable('room_statuses')
    .dropColumn('cleaning_type')
    .dropColumn('priority')
    .dropColumn('deferral_reason')
    .dropColumn('deferral_retry_at')
    .dropColumn('deferred_at')
    .dropColumn('deferred_by')
    .dropColumn('timer_state')
    .dropColumn('timer_started_at')
    .dropColumn('timer_worked_seconds')
    .dropColumn('inspected_at')
    .dropColumn('inspected_by')
    .execute();
  await sql`alter table room_statuses drop constraint if exists room_statuses_status_check`.execute(db);
  await sql`alter table room_statuses add constraint room_statuses_status_check
    check (status in ('clean', 'dirty', 'assigned', 'out_of_service', 'pms_updated'))`.execute(db);
  await db.schema.alterTable('hotels').dropColumn('inspection_required').execute();
}
