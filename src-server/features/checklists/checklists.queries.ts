import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { Checklist } from '../../../src-shared/checklists.schemas';
import type { CleaningType } from '../../../src-shared/cleaning-types';

type Db = Kysely<Database> | Transaction<Database>;

const COLUMNS = ['id', 'hotel_id', 'name', 'room_type_ids', 'cleaning_types', 'items', 'pass_mark', 'position', 'updated_at'] as const;

type Row = { id: string; hotel_id: string; name: string; room_type_ids: string[]; cleaning_types: string[]; items: Checklist['items']; pass_mark: number; position: number; updated_at: Date };

export function toChecklist(row: Row): Checklist {
  return {
    id: row.id,
    hotelId: row.hotel_id,
    name: row.name,
    roomTypeIds: row.room_type_ids,
    cleaningTypes: row.cleaning_types as CleaningType[],
    items: row.items.map((i) => ({ ...i, maintenanceCategory: i.maintenanceCategory ?? undefined })),
    passMark: row.pass_mark,
    position: row.position,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function findChecklists(db: Db, hotelId: string): Promise<Checklist[]> {
  const rows = await db.selectFrom('checklists').select(COLUMNS).where('hotel_id', '=', hotelId).orderBy('position').orderBy('created_at').orderBy('id').execute();
  return rows.map(toChecklist);
}

export async function findChecklist(db: Db, id: string): Promise<Checklist | undefined> {
  const row = await db.selectFrom('checklists').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && toChecklist(row);
}
