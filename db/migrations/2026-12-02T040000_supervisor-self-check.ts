import { sql, type Kysely } from 'kysely';

/**
 * DESIGN §20 (issue 31): the hotel-scoped `supervisor` role, who inspects; the hotel's
 * self-check setting, with which the attendant ticks the room's checklist before Mark Clean
 * (what she ticked is kept on the room until it is inspected, for the inspector to see).
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop constraint if exists users_role_check`.execute(db);
  await sql`alter table users add constraint users_role_check check (role in ('admin', 'frontdesk', 'manager', 'housekeeper', 'maintenance', 'supervisor', 'integration'))`.execute(db);
  await sql`alter table hotels add column self_check boolean not null default false`.execute(db);
  // [itemId, …] the attendant ticked on her last Mark Clean; cleared when the room is dirty again.
  await sql`alter table room_statuses add column self_checked jsonb`.execute(db);
  // An inspector's photo of an item, taken before the inspection is sent (its results name it by id).
  await sql`
    create table inspection_photos (
      id uuid primary key default gen_random_uuid(),
      hotel_id uuid not null references hotels(id) on delete cascade,
      room_id uuid not null references rooms(id) on delete cascade,
      content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp')),
      bytes bytea not null,
      size integer not null,
      created_by uuid references users(id) on delete set null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index inspection_photos_room on inspection_photos (room_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table inspection_photos`.execute(db);
  await sql`alter table room_statuses drop column self_checked`.execute(db);
  await sql`alter table hotels drop column self_check`.execute(db);
  await sql`update users set role = 'manager', status = 'rejected' where role = 'supervisor'`.execute(db);
  await sql`alter table users drop constraint if exists users_role_check`.execute(db);
  await sql`alter table users add constraint users_role_check check (role in ('admin', 'frontdesk', 'manager', 'housekeeper', 'maintenance', 'integration'))`.execute(db);
}
