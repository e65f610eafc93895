import { sql, type Kysely } from 'kysely';

/**
 * DESIGN §20 (issue 31): scored inspections. A hotel's checklists (items in the hotel's own
 * words, weights, critical items, a pass mark) and one row per inspection with its score and
 * each item's result, kept as they were when inspected (a checklist edited later does not
 * rewrite history). Analytics and the scores report read `inspections` by hotel and time.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table checklists (
      id uuid primary key default gen_random_uuid(),
      hotel_id uuid not null references hotels(id) on delete cascade,
      name text not null,
      -- none = every room type / every cleaning type
      room_type_ids uuid[] not null default '{}',
      cleaning_types text[] not null default '{}',
      -- [{ id, text, weight 1–10, photoRequired, critical, maintenanceCategory? }]
      items jsonb not null default '[]',
      pass_mark integer not null default 85 check (pass_mark between 0 and 100),
      position integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index checklists_hotel on checklists (hotel_id, position)`.execute(db);
  await sql`
    create table inspections (
      id uuid primary key default gen_random_uuid(),
      hotel_id uuid not null references hotels(id) on delete cascade,
      room_id uuid not null references rooms(id) on delete cascade,
      checklist_id uuid references checklists(id) on delete set null,
      inspector_id uuid references users(id) on delete set null,
      -- the housekeeper whose cleaning was inspected (null when nobody cleaned it)
      attendant_id uuid references users(id) on delete set null,
      room_type_id uuid references room_types(id) on delete set null,
      cleaning_type text,
      score numeric(5, 2) not null check (score between 0 and 100),
      passed boolean not null,
      -- [{ itemId, text, weight, critical, ok, note?, photoIds?, selfChecked? }]
      results jsonb not null default '[]',
      inspected_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index inspections_hotel_time on inspections (hotel_id, inspected_at)`.execute(db);
  await sql`create index inspections_attendant_time on inspections (attendant_id, inspected_at)`.execute(db);
  // The failed items of the last failed inspection, on the attendant's card until she ticks
  // them off or cleans the room again: [{ itemId, text, done }].
  await sql`alter table room_statuses add column failed_items jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table room_statuses drop column failed_items`.execute(db);
  await sql`drop table inspections`.execute(db);
  await sql`drop table checklists`.execute(db);
}
