import type { Db } from '../../db/connection';
import type { RoomType } from '../../../src-shared/workload.schemas';

const COLUMNS = ['t.id', 't.hotel_id', 't.name', 't.credits_departure', 't.credits_stayover', 't.credits_touch_up', 't.credits_turndown', 't.square_feet'] as const;

function roomTypesQuery(db: Db) {
  return db
    .selectFrom('room_types as t')
    .select(COLUMNS)
    .select((eb) => eb.selectFrom('rooms as r').select(eb.fn.countAll<string>().as('n')).whereRef('r.room_type_id', '=', 't.id').as('room_count'));
}
type Row = Awaited<ReturnType<ReturnType<typeof roomTypesQuery>['executeTakeFirstOrThrow']>>;

function toRoomType(row: Row): RoomType {
  return {
    id: row.id,
    hotelId: row.hotel_id,
    name: row.name,
    credits: { departure: row.credits_departure, stayover: row.credits_stayover, touchUp: row.credits_touch_up, turndown: row.credits_turndown },
    squareFeet: row.square_feet,
    roomCount: Number(row.room_count ?? 0),
  };
}

/** A hotel's room types by name. */
export async function findRoomTypes(db: Db, hotelId: string): Promise<RoomType[]> {
  const rows = await roomTypesQuery(db).where('t.hotel_id', '=', hotelId).orderBy('t.name').orderBy('t.id').execute();
  return rows.map(toRoomType);
}

export async function findRoomType(db: Db, id: string): Promise<RoomType | undefined> {
  const row = await roomTypesQuery(db).where('t.id', '=', id).executeTakeFirst();
  return row && toRoomType(row);
}

/** The rooms of a type: whose board rows change with it. */
export async function roomIdsOfType(db: Db, typeId: string): Promise<string[]> {
  const rows = await db.selectFrom('rooms').select('id').where('room_type_id', '=', typeId).execute();
  return rows.map((r) => r.id);
}
