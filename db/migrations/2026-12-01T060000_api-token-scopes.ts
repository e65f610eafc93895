import { sql, type Kysely } from 'kysely';

/**
 * Issue 28: an API token's reach is a set of scopes per resource (`rooms:read`,
 * `occupancy:write`, …) instead of 'read' or 'write'. Every token keeps exactly what it could
 * do: a 'read' token every `:read` scope, a 'write' token every scope. Frozen in time: the
 * lists below are the scopes as of this migration, never imported from the app.
 */
const READ = ['rooms', 'late-checkouts', 'notes', 'occupancy', 'guest-requests', 'lost-items', 'work-orders', 'discrepancies', 'recurring-tasks', 'reports'].map((r) => `${r}:read`);
const WRITE = ['rooms', 'late-checkouts', 'notes', 'occupancy', 'guest-requests', 'lost-items', 'work-orders', 'discrepancies'].map((r) => `${r}:write`);

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('api_tokens').addColumn('scopes', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`)).execute();
  await sql`update api_tokens set scopes = ${READ}::text[] where scope = 'read'`.execute(db);
  await sql`update api_tokens set scopes = ${[...READ, ...WRITE]}::text[] where scope = 'write'`.execute(db);
  await db.schema.alterTable('api_tokens').dropColumn('scope').execute();
  await sql`alter table api_tokens alter column scopes drop default`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('api_tokens').addColumn('scope', 'text', (c) => c.notNull().defaultTo('read').check(sql`scope in ('read', 'write')`)).execute();
  // A token that could change anything was a write token; the old scheme had nothing narrower.
  await sql`update api_tokens set scope = case when exists (select 1 from unnest(scopes) s where s like '%:write') then 'write' else 'read' end`.execute(db);
  await sql`alter table api_tokens alter column scope drop default`.execute(db);
  await db.schema.alterTable('api_tokens').dropColumn('scopes').execute();
}
