import { sql, type Kysely } from 'kysely';

/**
 * Issue 19: the history rows of work orders and guest requests stored their note as English
 * words ('Plumbing: Leaking tap', 'Towels: 2 bath towels'); they now also carry it as data
 * (system_note), which each reader words in its language. A stored row gets its data when its
 * words are exactly those of a work order or guest request of the same room; any other stays
 * text only. A room out of order for a work order gets the same for its note. `notes` keeps
 * the English words. Frozen in time: never import application code here.
 */
const CATEGORY_EN: [string, string][] = [
  ['plumbing', 'Plumbing'],
  ['electrical', 'Electrical'],
  ['furniture', 'Furniture'],
  ['appliance', 'Appliance'],
  ['cleaning_supplies', 'Cleaning supplies'],
  ['other', 'Other'],
];
const REQUEST_EN: [string, string][] = [
  ['towels', 'Towels'],
  ['amenities', 'Amenities'],
  ['crib', 'Crib'],
  ['extra_cleaning', 'Extra cleaning'],
  ['other', 'Other'],
];
const WORK_ORDER_ACTIONS = ['work_order_created', 'work_order_done'];

const english = (pairs: [string, string][], column: string) =>
  sql`(case ${sql.join(
    pairs.map(([k, en]) => sql`when ${sql.ref(column)} = ${k} then ${en}`),
    sql` `,
  )} end)`;

/** The words the app wrote: what it is about, then ': ' and the typed note when there is one. */
const written = (what: ReturnType<typeof sql>, note: string) => sql`left(case when coalesce(${sql.ref(note)}, '') = '' then ${what} else ${what} || ': ' || ${sql.ref(note)} end, 500)`;

/** The work order of the row's room whose words the row's notes are, as data (null when none). */
function workOrderNote(table: string, onlyOutOfOrder: boolean) {
  const category = english(CATEGORY_EN, 'w.category');
  return sql`(
    select jsonb_build_object('kind', 'work-order', 'params', jsonb_build_object(
      'category', w.category,
      'title', case when w.title = ${category} then null else w.title end,
      'note', w.note))
    from work_orders w
    where w.room_id = ${sql.ref(`${table}.room_id`)} and ${written(sql.ref('w.title'), 'w.note')} = ${sql.ref(`${table}.notes`)}
      ${onlyOutOfOrder ? sql`and w.out_of_order` : sql``}
    order by w.created_at desc
    limit 1)`;
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`update room_status_events e set system_note = ${workOrderNote('e', false)}
    where e.system_note is null and e.notes is not null and e.action in (${sql.join(WORK_ORDER_ACTIONS)})`.execute(db);
  await sql`update room_statuses s set system_note = ${workOrderNote('s', true)}
    where s.system_note is null and s.notes is not null and s.status in ('out_of_order', 'out_of_service')`.execute(db);
  const request = english(REQUEST_EN, 'g.kind');
  await sql`update room_status_events e set system_note = (
      select jsonb_build_object('kind', 'guest-request', 'params', jsonb_build_object('request', g.kind, 'note', g.note))
      from guest_requests g
      where g.room_id = e.room_id and ${written(request, 'g.note')} = e.notes
      order by g.created_at desc
      limit 1)
    where e.system_note is null and e.notes is not null and e.action = 'guest_request_done'`.execute(db);
}

/** The work orders' data was known before (their out of order); only the guest requests' kind is new. */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`update room_status_events set system_note = null where system_note ->> 'kind' = 'guest-request'`.execute(db);
}
