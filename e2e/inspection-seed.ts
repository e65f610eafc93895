import type { Db } from '../src-server/db/connection';
import { seedUser } from '../src-server/test/test-app';
import { PASSWORD } from './housekeeper-setup';
import { uniqueEmail } from './harness';

/** Twelve items (issue 31: "12 items under a minute"); the bathroom tap is critical and opens a plumbing work order when it fails. */
export const ITEMS = [
  'Bed made with fresh linen',
  'Pillows plumped',
  'Floor vacuumed',
  'Mirror without streaks',
  'Bathroom tap not dripping',
  'Shower drain clear',
  'Towels replaced',
  'Toiletries restocked',
  'Minibar restocked',
  'Bins emptied',
  'Curtains open evenly',
  'Remote control on the desk',
].map((text, i) => ({ id: `item-${i + 1}`, text, weight: i === 4 ? 5 : 1, photoRequired: false, critical: i === 4, ...(i === 4 ? { maintenanceCategory: 'plumbing' as const } : {}) }));
export const CRITICAL = ITEMS[4]!;

/** The hotel's one checklist (every room type and cleaning type) and a supervisor to inspect with it. */
export async function seedInspections(db: Db, hotelId: string, options: { selfCheck?: boolean } = {}) {
  await db.updateTable('hotels').set({ inspection_required: true, self_check: options.selfCheck ?? false }).where('id', '=', hotelId).execute();
  await db
    .insertInto('checklists')
    .values({ hotel_id: hotelId, name: 'Every room', room_type_ids: [], cleaning_types: [], items: JSON.stringify(ITEMS), pass_mark: 85, position: 0 })
    .execute();
  return seedUser(db, { email: uniqueEmail('supervisor'), password: PASSWORD, fullName: 'Sam Supervisor', role: 'supervisor', hotelId });
}

/** These rooms cleaned by her, waiting for the inspector; the hotel's other clean rooms dirty. */
export async function cleanedBy(db: Db, hotelId: string, housekeeperId: string, roomIds: string[]) {
  await db.updateTable('room_statuses').set({ status: 'dirty' }).where('hotel_id', '=', hotelId).where('status', '=', 'clean').execute();
  await db
    .updateTable('room_statuses')
    .set({ status: 'clean', cleaned_by: housekeeperId, cleaned_at: new Date(), assigned_to: housekeeperId })
    .where('room_id', 'in', roomIds)
    .execute();
}
