import type { Db } from '../src-server/db/connection';
import { hashSecret } from '../src-server/features/auth/passwords';
import { insertUser } from '../src-server/db/users.queries';

const STATUSES = ['clean', 'dirty', 'assigned', 'pms_updated', 'out_of_service'] as const;
export const LARGE_HOTEL_PASSWORD = 'scale-password';

/**
 * A hotel of `roomCount` rooms (floors of 100) in a realistic mix of statuses, with a
 * manager, a front desk agent and 50 housekeepers. Used by the benchmarks and by hand:
 * `npx tsx scripts/seed-large-hotel.ts [rooms]` seeds the configured database.
 */
export async function seedLargeHotel(db: Db, roomCount = 7500, name = `Scale Hotel ${roomCount}`) {
  const hotel = await db.insertInto('hotels').values({ name, address: null, timezone: 'America/Chicago' }).returningAll().executeTakeFirstOrThrow();
  const hash = await hashSecret(LARGE_HOTEL_PASSWORD);
  const user = (role: 'manager' | 'frontdesk' | 'housekeeper', i: number) =>
    insertUser(db, {
      email: `${role}${i}@${hotel.id.slice(0, 8)}.scale.test`,
      password_hash: hash,
      pin_hash: null,
      full_name: `${role} ${i}`,
      alias: null,
      role,
      hotel_id: hotel.id,
      status: 'approved',
      requested_hotel_name: null,
      pin_locked_at: null,
    });
  const manager = await user('manager', 1);
  const frontdesk = await user('frontdesk', 1);
  const housekeepers: Awaited<ReturnType<typeof user>>[] = [];
  for (let i = 1; i <= 50; i++) housekeepers.push(await user('housekeeper', i));

  for (let start = 0; start < roomCount; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, roomCount - start) }, (_, k) => {
      const n = start + k;
      const floor = Math.floor(n / 100) + 1;
      return { hotel_id: hotel.id, room_number: String(floor * 100 + (n % 100)), floor };
    });
    const rooms = await db.insertInto('rooms').values(batch).returning('id').execute();
    await db
      .insertInto('room_statuses')
      .values(
        rooms.map((r, k) => {
          const status = STATUSES[(start + k) % STATUSES.length]!;
          const assignee = status === 'assigned' ? housekeepers[(start + k) % housekeepers.length]!.id : null;
          return { room_id: r.id, hotel_id: hotel.id, status, assigned_to: assignee, notes: status === 'out_of_service' ? 'Leaking tap' : null };
        }),
      )
      .execute();
  }
  return { hotel, manager, frontdesk, housekeepers };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { loadConfigOrExit } = await import('../src-server/config');
  const { connect } = await import('../src-server/db/connection');
  const { migrateToLatest } = await import('../src-server/db/migrate');
  const config = loadConfigOrExit();
  const db = await connect(config);
  await migrateToLatest(db);
  const rooms = Number(process.argv[2] ?? 7500);
  const { hotel, manager } = await seedLargeHotel(db, rooms);
  console.log(`Seeded "${hotel.name}" with ${rooms} rooms. Manager: ${manager.email} / ${LARGE_HOTEL_PASSWORD}`);
  await db.destroy();
}
