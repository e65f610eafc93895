import crypto from 'node:crypto';
import type { Db } from '../db/connection';
import { toActor, type UserActor } from '../trpc/context';
import type { Role } from '../../src-shared/roles';
import { TIMEZONES } from '../../src-shared/timezones';
import { hotelClock } from '../../src-shared/hotel-time';
import { hashSecret } from '../features/auth/passwords';
import { seedUser } from './test-app';
import { seedLateCheckout, seedRoom, type SeededRoom, type StatusSeed } from './seed-rooms';

export const MATRIX_PASSWORD = 'password123';
export const MATRIX_PIN = '1234';

/** One hotel of the authorization matrix and the people and rows a call can name in it. */
export interface MatrixHotel {
  id: string;
  housekeeperId: string;
  /** A fresh room per call, so a write never meets the leftovers of another case; its number is all digits (bulk input). */
  room(seed?: StatusSeed): Promise<SeededRoom>;
  noteId(): Promise<string>;
  lateCheckoutId(): Promise<string>;
}

export interface MatrixWorld {
  db: Db;
  own: MatrixHotel;
  other: MatrixHotel;
  /** A fresh user (any role, any status) with the matrix password and PIN. */
  user(seed: { role?: Role; status?: 'pending' | 'approved' | 'rejected'; hotelId?: string | null }): Promise<UserActor>;
  /** A fresh actor of the role; staff work in the own hotel, an admin in none. */
  actor(role: Role): Promise<UserActor>;
  unique(prefix: string): string;
}

/** A timezone where it is not yet 23:00, so a late checkout at 23:59 is always later today. */
function timezoneBeforeLateEvening(): string {
  return TIMEZONES.find((tz) => hotelClock(tz) < '23:00') ?? 'UTC';
}

export async function createMatrixWorld(db: Db): Promise<MatrixWorld> {
  // Hashed once: seeding hundreds of actors must not pay argon2 each time.
  const passwordHash = await hashSecret(MATRIX_PASSWORD);
  const pinHash = await hashSecret(MATRIX_PIN);
  let counter = 0;
  const unique = (prefix: string) => `${prefix}${++counter}-${crypto.randomBytes(3).toString('hex')}`;
  let roomNumber = 1000;

  async function user(seed: { role?: Role; status?: 'pending' | 'approved' | 'rejected'; hotelId?: string | null }): Promise<UserActor> {
    const row = await seedUser(db, { ...seed, email: `${unique('u')}@matrix.test`, fullName: unique('Person '), password: MATRIX_PASSWORD, passwordHash, pinHash });
    return toActor(row);
  }

  async function hotel(name: string): Promise<MatrixHotel> {
    const { id } = await db
      .insertInto('hotels')
      .values({ name, timezone: timezoneBeforeLateEvening(), address: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const housekeeper = await user({ role: 'housekeeper', hotelId: id });
    const room = (seed: StatusSeed = {}) => seedRoom(db, id, String(++roomNumber), seed);
    return {
      id,
      housekeeperId: housekeeper.id,
      room,
      async noteId() {
        const { roomId } = await room();
        const note = await db
          .insertInto('room_notes')
          .values({ room_id: roomId, hotel_id: id, content: 'Towels', created_by: housekeeper.id })
          .returning('id')
          .executeTakeFirstOrThrow();
        return note.id;
      },
      async lateCheckoutId() {
        return seedLateCheckout(db, await room(), '23:59');
      },
    };
  }

  const own = await hotel('Own Hotel');
  const other = await hotel('Other Hotel');
  return {
    db,
    own,
    other,
    user,
    unique,
    actor: (role) => user({ role, hotelId: role === 'admin' ? null : own.id }),
  };
}
