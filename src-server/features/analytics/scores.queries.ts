import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection';
import type { ScoreGrouping } from '../../../src-shared/analytics.schemas';

/**
 * The inspection scores (DESIGN §20), from `inspections` as they were when inspected: the
 * items' texts and weights come from each row's own results, not from today's checklist.
 * Sums per hotel day, so closed days can be kept (inspection_score_days) and added up.
 */
export interface ScoreScope {
  hotelId: string;
  timezone: string;
  start: Date;
  end: Date;
  /** Only this attendant's inspections (her own trend). */
  attendantId?: string;
}

const where = (s: ScoreScope) =>
  sql`i.hotel_id = ${s.hotelId} and i.inspected_at >= ${s.start} and i.inspected_at < ${s.end}${s.attendantId ? sql` and i.attendant_id = ${s.attendantId}` : sql``}`;
const day = (s: ScoreScope) => sql<string>`((i.inspected_at at time zone ${s.timezone})::date)::text`;

/** The group's key and name for attendant or room type. */
function grouping(by: Exclude<ScoreGrouping, 'item'>): { key: RawBuilder<string | null>; name: RawBuilder<string | null>; join: RawBuilder<unknown> } {
  return by === 'attendant'
    ? { key: sql`i.attendant_id::text`, name: sql`g.full_name`, join: sql`left join users g on g.id = i.attendant_id` }
    : { key: sql`i.room_type_id::text`, name: sql`g.name`, join: sql`left join room_types g on g.id = i.room_type_id` };
}

/** Per day and group: how many, the sum of their scores, how many passed. */
export async function scoreGroups(db: Db, s: ScoreScope, by: Exclude<ScoreGrouping, 'item'>) {
  const g = grouping(by);
  const { rows } = await sql<{ day: string; key: string | null; name: string | null; count: string; sum_score: number; passed: string }>`
    select ${day(s)} as day, ${g.key} as key, min(${g.name}) as name, count(*) as count,
      sum(i.score)::float8 as sum_score, count(*) filter (where i.passed) as passed
    from inspections i ${g.join}
    where ${where(s)}
    group by 1, 2`.execute(db);
  return rows;
}

/** Per day and group, each item not ok and how often. */
export async function failedItemsOfGroups(db: Db, s: ScoreScope, by: Exclude<ScoreGrouping, 'item'>) {
  const g = grouping(by);
  const { rows } = await sql<{ day: string; key: string | null; text: string; failures: string }>`
    select ${day(s)} as day, ${g.key} as key, item->>'text' as text, count(*) as failures
    from inspections i cross join lateral jsonb_array_elements(i.results) item
    where ${where(s)} and (item->>'ok')::boolean = false
    group by 1, 2, 3`.execute(db);
  return rows;
}

/** Per day and checklist item (by its id, named by its latest text that day): how often inspected, the sum of those inspections' scores, how often ok. */
export async function scoreItems(db: Db, s: ScoreScope) {
  const { rows } = await sql<{ day: string; key: string; name: string; count: string; sum_score: number; ok: string }>`
    select ${day(s)} as day, item->>'itemId' as key, (array_agg(item->>'text' order by i.inspected_at desc, i.id desc))[1] as name, count(*) as count,
      sum(i.score)::float8 as sum_score, count(*) filter (where (item->>'ok')::boolean) as ok
    from inspections i cross join lateral jsonb_array_elements(i.results) item
    where ${where(s)}
    group by 1, 2`.execute(db);
  return rows;
}

/**
 * The days from `from` to `to` the inspections' trigger summed completely (inspection_score_sums_done,
 * migration 2026-12-05T020000), each with its groups' sums (none: a row with a null count), in
 * one statement (one snapshot: a day's mark and its sums as one writer left them). Attendants
 * and room types are named now, as from `inspections`; an item by its latest text that day.
 */
export async function summedScores(db: Db, hotelId: string, from: string, to: string, by: ScoreGrouping) {
  const name =
    by === 'attendant'
      ? { name: sql`g.full_name`, join: sql`left join users g on g.id = s.key::uuid` }
      : by === 'roomType'
        ? { name: sql`g.name`, join: sql`left join room_types g on g.id = s.key::uuid` }
        : { name: sql`s.name`, join: sql`` };
  const { rows } = await sql<{ day: string; key: string | null; name: string | null; count: string | null; sum_score: number; passed: string; failed: Record<string, number> }>`
    select d.day::text as day, s.key, ${name.name} as name, s.count, s.sum_score::float8 as sum_score, s.passed, s.failed
    from inspection_score_sums_done d
    left join inspection_score_sums s on s.hotel_id = d.hotel_id and s.grouping = ${by} and s.day = d.day
    ${name.join}
    where d.hotel_id = ${hotelId} and d.day >= ${from}::date and d.day <= ${to}::date`.execute(db);
  return rows;
}

/** One attendant's days: how many inspections, their mean score and pass rate. */
export async function scoresByDay(db: Db, s: ScoreScope) {
  const { rows } = await sql<{ day: string; count: string; mean_score: number | null; pass_rate: number | null }>`
    select ${day(s)} as day, count(*) as count,
      avg(i.score)::float8 as mean_score, avg(case when i.passed then 1 else 0 end)::float8 as pass_rate
    from inspections i
    where ${where(s)}
    group by 1 order by 1`.execute(db);
  return rows;
}
