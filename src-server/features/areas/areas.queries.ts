import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { AreaRow } from '../../../src-shared/areas.schemas';

/** How many rows name each area: work orders, recurring tasks and found items. */
const uses = sql<string>`(
  (select count(*) from work_orders w where w.area_id = a.id)
  + (select count(*) from recurring_tasks t where t.area_id = a.id)
  + (select count(*) from lost_items l where l.area_id = a.id)
)`;

function areasQuery(db: Db) {
  return db.selectFrom('areas as a').select(['a.id', 'a.hotel_id', 'a.name', uses.as('uses')]);
}

const toArea = (row: { id: string; hotel_id: string; name: string; uses: string | number }): AreaRow => ({
  id: row.id,
  hotelId: row.hotel_id,
  name: row.name,
  uses: Number(row.uses),
});

export async function findAreas(db: Db, hotelId: string): Promise<AreaRow[]> {
  const rows = await areasQuery(db).where('a.hotel_id', '=', hotelId).orderBy(sql`lower(a.name)`).orderBy('a.id').execute();
  return rows.map(toArea);
}

/** An area of the hotel (none when the id names another hotel's). */
export async function findArea(db: Db, hotelId: string, id: string): Promise<AreaRow | undefined> {
  const row = await areasQuery(db).where('a.id', '=', id).where('a.hotel_id', '=', hotelId).executeTakeFirst();
  return row && toArea(row);
}
