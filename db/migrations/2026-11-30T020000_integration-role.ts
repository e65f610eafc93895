import { sql, type Kysely } from 'kysely';

/**
 * Issue 19: the account an API token acts as (its name in the history) held the role
 * 'manager' only to fill the column, and a report joining users.role saw a manager. It gets a
 * role of its own, 'integration', which no person has, no API accepts and no sign-in allows.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop constraint if exists users_role_check`.execute(db);
  await sql`alter table users add constraint users_role_check check (role in ('admin', 'frontdesk', 'manager', 'housekeeper', 'maintenance', 'integration'))`.execute(db);
  await sql`update users set role = 'integration' where id in (select user_id from api_tokens)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update users set role = 'manager' where role = 'integration'`.execute(db);
  await sql`alter table users drop constraint if exists users_role_check`.execute(db);
  await sql`alter table users add constraint users_role_check check (role in ('admin', 'frontdesk', 'manager', 'housekeeper', 'maintenance'))`.execute(db);
}
