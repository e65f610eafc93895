import type { Db } from '../src-server/db/connection';
import { hashSecret } from '../src-server/features/auth/passwords';
import { findUserByEmail, insertUser } from '../src-server/db/users.queries';
import type { Role } from '../src-shared/roles';

const PASSWORD = 'demo-password';
const PIN = '1234';
const ROLES: Role[] = ['admin', 'manager', 'frontdesk', 'housekeeper'];

/** A demo hotel with two floors of rooms and one user per role; safe to run again. */
export async function seedDemo(db: Db) {
  let hotel = await db.selectFrom('hotels').selectAll().where('name', '=', 'Demo Hotel').executeTakeFirst();
  if (!hotel) {
    hotel = await db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('hotels')
        .values({ name: 'Demo Hotel', address: '1 Demo Street', timezone: 'America/New_York' })
        .returningAll()
        .executeTakeFirstOrThrow();
      for (const floor of [1, 2]) {
        for (let n = 1; n <= 10; n++) {
          const room = await trx
            .insertInto('rooms')
            .values({ hotel_id: created.id, room_number: `${floor}${String(n).padStart(2, '0')}`, floor })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx.insertInto('room_statuses').values({ room_id: room.id, hotel_id: created.id, status: 'clean' }).execute();
        }
      }
      return created;
    });
  }
  const [passwordHash, pinHash] = await Promise.all([hashSecret(PASSWORD), hashSecret(PIN)]);
  const fresh = !(await findUserByEmail(db, 'housekeeper@demo.hotel'));
  const users = [];
  for (const role of ROLES) {
    const email = `${role}@demo.hotel`;
    if (!(await findUserByEmail(db, email))) {
      await insertUser(db, {
        email,
        password_hash: passwordHash,
        pin_hash: pinHash,
        full_name: `Demo ${role[0]!.toUpperCase()}${role.slice(1)}`,
        alias: null,
        role,
        hotel_id: role === 'admin' ? null : hotel.id,
        status: 'approved',
        requested_hotel_name: null,
        pin_locked_at: null,
      });
    }
    users.push({ role, email, pin: PIN });
  }
  if (fresh) await startDemoShift(db, hotel.id);
  return { password: PASSWORD, users };
}

/** A shift under way, so every screen has something to show: dirty, assigned and out-of-service rooms. */
async function startDemoShift(db: Db, hotelId: string) {
  const housekeeper = (await findUserByEmail(db, 'housekeeper@demo.hotel'))!;
  const set = (numbers: string[], values: Record<string, unknown>) =>
    db
      .updateTable('room_statuses')
      .set(values)
      .where('hotel_id', '=', hotelId)
      .where('room_id', 'in', db.selectFrom('rooms').select('id').where('hotel_id', '=', hotelId).where('room_number', 'in', numbers))
      .execute();
  const now = new Date();
  await set(['101', '102', '103', '201'], { status: 'dirty', marked_dirty_at: now });
  await set(['104', '105', '202'], { status: 'assigned', assigned_to: housekeeper.id, assigned_at: now, marked_dirty_at: now });
  await set(['110'], { status: 'out_of_service', notes: 'Broken air conditioning' });
}
