import type { HotelLocator } from '../../trpc/hotel-scope';

/** The input names a checklist: its hotel (hotel scope, src-server/trpc/hotel-scope.ts). */
export function byChecklistId<K extends string>(key: K): HotelLocator<{ [P in K]: string }> {
  return {
    notFound: 'CHECKLIST_NOT_FOUND',
    async locate(db, input) {
      const row = await db.selectFrom('checklists').select('hotel_id').where('id', '=', input[key]).executeTakeFirst();
      return row?.hotel_id ?? null;
    },
  };
}
