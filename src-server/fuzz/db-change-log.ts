import { sql } from 'kysely';
import type { Db } from '../db/connection';

/**
 * Which tables a request changed, from row triggers installed in the test database only.
 * Cheaper than checksumming every table twice per request (one small query instead), and
 * exact: a no-op update is not a change, and a rolled-back transaction leaves no entry,
 * because its log rows roll back with it.
 *
 * What a refused request may change by design is logged as "~table" instead: failed
 * sign-ins are counted for the rate limits (DESIGN §5), and a wrong PIN counts towards
 * the PIN lockout. Anything else must stay exactly as it was.
 */
const RECORDS_OF_REFUSALS: Record<string, string[]> = {
  login_failures: ['*'],
  users: ['pin_failures', 'pin_locked_at'],
};
// An import's lease (occupancy_import_leases) lives only while the import runs: taken and
// given back around a refused import too, it leaves nothing behind. The analytics' saved days
// (analytics_days, inspection_score_days, issue 31) are a cache a read fills: derived from
// history, forgotten when it changes, never the app's own data; so are the arrivals' readiness and
// the cleans and their daily sums (analytics_arrivals, analytics_cleans, analytics_clean_days(_done)),
// which triggers write from the history and the occupancy.
const NOT_APP_DATA = [
  'kysely_migration',
  'kysely_migration_lock',
  'fuzz_changes',
  'occupancy_import_leases',
  'analytics_days',
  'inspection_score_days',
  'analytics_arrivals',
  'analytics_cleans',
  'analytics_clean_days',
  'analytics_clean_days_done',
];

const LOG_FUNCTION = `
create or replace function fuzz_log_change() returns trigger language plpgsql as $$
declare
  allowed text[] := coalesce(tg_argv, '{}');
begin
  if tg_op = 'UPDATE' and to_jsonb(old) = to_jsonb(new) then
    return null;
  end if;
  if '*' = any(allowed) or (tg_op = 'UPDATE' and to_jsonb(old) - allowed = to_jsonb(new) - allowed) then
    insert into fuzz_changes values ('~' || tg_table_name);
  else
    insert into fuzz_changes values (tg_table_name);
  end if;
  return null;
end $$`;

export const isRecordOfRefusal = (name: string) => name.startsWith('~');

export async function installChangeLog(db: Db) {
  await sql`create table if not exists fuzz_changes (table_name text not null)`.execute(db);
  await sql.raw(LOG_FUNCTION).execute(db);
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  for (const { name } of rows.filter((r) => !NOT_APP_DATA.includes(r.name))) {
    const args = (RECORDS_OF_REFUSALS[name] ?? []).map((c) => `'${c}'`).join(', ');
    await sql.raw(`drop trigger if exists fuzz_log on "${name}"`).execute(db);
    await sql.raw(`create trigger fuzz_log after insert or update or delete on "${name}" for each row execute function fuzz_log_change(${args})`).execute(db);
  }
}

/** The tables changed since the last call, and empties the log. */
export async function drainChanges(db: Db): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`delete from fuzz_changes returning table_name`.execute(db);
  return [...new Set(rows.map((r) => r.table_name))].sort();
}
