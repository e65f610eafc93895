import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import type { Db } from '../db/connection';
import type { RoomStatusesTable } from '../db/types';
import type { AccountStatus, Role } from '../../src-shared/roles';
import { seedUser, signIn } from './test-app';

/** Status-record columns a test may preset (everything but the keys). */
export type StatusSeed = Partial<Omit<Insertable<RoomStatusesTable>, 'room_id' | 'hotel_id' | 'id'>> & { floor?: number | null };

export interface SeededRoom {
  roomId: string;
  statusId: string;
  roomNumber: string;
  hotelId: string;
}

/** Rooms with their status records, inserted directly (the API under test is not used to set up). */
export async function seedRooms(db: Db, hotelId: string, numbers: string[], seed: StatusSeed = {}): Promise<SeededRoom[]> {
  const { floor = 1, ...status } = seed;
  const out: SeededRoom[] = [];
  for (const roomNumber of numbers) {
    const room = await db.insertInto('rooms').values({ hotel_id: hotelId, room_number: roomNumber, floor }).returning('id').executeTakeFirstOrThrow();
    const row = await db
      .insertInto('room_statuses')
      .values({ ...status, room_id: room.id, hotel_id: hotelId })
      .returning('id')
      .executeTakeFirstOrThrow();
    out.push({ roomId: room.id, statusId: row.id, roomNumber, hotelId });
  }
  return out;
}

export async function seedRoom(db: Db, hotelId: string, roomNumber: string, seed: StatusSeed = {}): Promise<SeededRoom> {
  return (await seedRooms(db, hotelId, [roomNumber], seed))[0]!;
}

/** A late checkout of the room, straight into the table (so its time never depends on the clock); answers its id. */
export async function seedLateCheckout(db: Db, room: Pick<SeededRoom, 'roomId' | 'hotelId'>, checkoutTime: string, createdBy: string | null = null): Promise<string> {
  const row = await db
    .insertInto('late_checkouts')
    .values({ room_id: room.roomId, hotel_id: room.hotelId, checkout_time: checkoutTime, created_by: createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The spec §3 fields of a room's status record, times as ISO strings, for exact comparison. */
export async function statusOf(db: Db, roomId: string) {
  const s = await db.selectFrom('room_statuses').selectAll().where('room_id', '=', roomId).executeTakeFirstOrThrow();
  return {
    status: s.status,
    notes: s.notes,
    assignedTo: s.assigned_to,
    assignedAt: iso(s.assigned_at),
    assignedBy: s.assigned_by,
    markedDirtyAt: iso(s.marked_dirty_at),
    markedDirtyBy: s.marked_dirty_by,
    cleanedAt: iso(s.cleaned_at),
    cleanedBy: s.cleaned_by,
    pmsUpdatedAt: iso(s.pms_updated_at),
    pmsUpdatedBy: s.pms_updated_by,
  };
}

/** The history of one room, oldest first. */
export async function eventsOf(db: Db, roomId: string) {
  const rows = await db.selectFrom('room_status_events').selectAll().where('room_id', '=', roomId).orderBy('id').execute();
  return rows.map((e) => ({
    from: e.from_status,
    to: e.to_status,
    actor: e.actor_id,
    at: iso(e.at),
    notes: e.notes,
    assignedTo: e.assigned_to,
    clientActionId: e.client_action_id,
    roomNumber: e.room_number,
    hotelId: e.hotel_id,
  }));
}

export async function countEvents(db: Db): Promise<number> {
  const row = await db.selectFrom('room_status_events').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface Member {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  hotelId: string | null;
  cookie: string;
}

/** A user of one role, signed in through the real login path. */
export async function seedMember(
  app: FastifyInstance,
  db: Db,
  role: Role,
  hotelId: string | null,
  extra: { fullName?: string; status?: AccountStatus } = {},
): Promise<Member> {
  const user = await seedUser(db, { role, hotelId, ...extra });
  const cookie = user.status === 'approved' || role === 'admin' ? await signIn(app, user.email) : '';
  return { id: user.id, email: user.email, fullName: user.full_name, role, hotelId, cookie };
}

/** One signed-in user per role: staff of the hotel, and an admin with no hotel. */
export async function seedCrew(app: FastifyInstance, db: Db, hotelId: string) {
  return {
    admin: await seedMember(app, db, 'admin', null),
    manager: await seedMember(app, db, 'manager', hotelId, { fullName: 'Maria Manager' }),
    frontdesk: await seedMember(app, db, 'frontdesk', hotelId, { fullName: 'Frank Desk' }),
    housekeeper: await seedMember(app, db, 'housekeeper', hotelId, { fullName: 'Hana Keeper' }),
  };
}
export type Crew = Awaited<ReturnType<typeof seedCrew>>;
