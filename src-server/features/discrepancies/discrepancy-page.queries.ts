import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/types';
import type { DiscrepancyList, DiscrepancyPage } from '../../../src-shared/discrepancies.schemas';
import { fail } from '../../trpc/errors';
import { discrepancyQuery, toDiscrepancy } from './discrepancies.queries';

type Eb = ExpressionBuilder<Database & { d: Database['room_discrepancies'] }, 'd'>;

/** The findings each list holds (the desk's queue shows them apart). */
function inList(eb: Eb, list: DiscrepancyList) {
  if (list === 'dnd') return eb('d.found', '=', 'dnd');
  return eb.and([eb('d.kind', 'is not', null), eb('d.resolved_at', list === 'open' ? 'is' : 'is not', null)]);
}

/**
 * The cursor is the last row's place in the order (found_at, id), found_at as whole
 * microseconds since the epoch (extract(epoch) is exact numeric): a JavaScript Date would
 * round them to milliseconds and skip or repeat rows found in the same millisecond.
 */
const FOUND_AT_MICROS = sql<string>`floor(extract(epoch from d.found_at) * 1000000)::bigint`;
const MICROS = /^\d{1,17}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function encodeCursor(micros: string, id: string): string {
  return Buffer.from(JSON.stringify([micros, id])).toString('base64url');
}

function decodeCursor(cursor: string): [string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')) {
      const [micros, id] = value as [string, string];
      // Only what we wrote (digits, a uuid): anything else would fail the casts with a 500.
      if (MICROS.test(micros) && UUID.test(id)) return [micros, id];
    }
  } catch {
    // Falls through to the 400 below.
  }
  fail('BAD_REQUEST', 'DISCREPANCY_CURSOR_INVALID');
}

/** One page of a hotel's findings of one day, oldest first (issue 20: the desk's 'Show more'). */
export async function pageDiscrepancies(
  db: Db,
  hotelId: string,
  input: { date: string; list: DiscrepancyList; cursor?: string | null; limit: number },
): Promise<DiscrepancyPage> {
  const after = input.cursor ? decodeCursor(input.cursor) : null;
  const rows = await discrepancyQuery(db)
    .select(FOUND_AT_MICROS.as('found_at_key'))
    .where('d.hotel_id', '=', hotelId)
    .where('d.day', '=', input.date)
    .where((eb) => inList(eb as unknown as Eb, input.list))
    .$if(after !== null, (q) => q.where(sql<boolean>`(${FOUND_AT_MICROS}, d.id) > (${after![0]}::bigint, ${after![1]}::uuid)`))
    .orderBy('d.found_at')
    .orderBy('d.id')
    .limit(input.limit + 1)
    .execute();
  const { count } = await db
    .selectFrom('room_discrepancies as d')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('d.hotel_id', '=', hotelId)
    .where('d.day', '=', input.date)
    .where((eb) => inList(eb as unknown as Eb, input.list))
    .executeTakeFirstOrThrow();
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    items: page.map(toDiscrepancy),
    nextCursor: rows.length > input.limit && last ? encodeCursor(String(last.found_at_key), last.id) : null,
    total: Number(count),
  };
}
