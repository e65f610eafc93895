// The users table, read and written by sign-in (auth), profile and staff alike: shared data
// access, so it sits here rather than in one of them (issue 30's feature boundary).
import { sql } from 'kysely';
import type { Db } from './connection';
import type { NewUser, User, UserUpdate } from './types';
import type { Profile } from '../../src-shared/profile.schemas';
import type { SessionUser } from '../../src-shared/auth.schemas';
import type { Role } from '../../src-shared/roles';

/** A person's account: every account but the ones API tokens act as (role 'integration'). */
export type Person = User & { role: Role };

/** The accounts of people: an API token's account is nobody to sign in as, read or change as a user. */
function people(db: Db) {
  return db.selectFrom('users').selectAll().where('role', '!=', 'integration').$narrowType<{ role: Role }>();
}

export function findUserByEmail(db: Db, email: string): Promise<Person | undefined> {
  return people(db).where(sql<string>`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
}

export function findUserById(db: Db, id: string): Promise<Person | undefined> {
  return people(db).where('id', '=', id).executeTakeFirst();
}

export async function emailTaken(db: Db, email: string, exceptUserId?: string): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where(sql<string>`lower(email)`, '=', email.toLowerCase());
  if (exceptUserId) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function insertUser(db: Db, user: NewUser & { role: Role }): Promise<Person> {
  return db.insertInto('users').values(user).returningAll().$narrowType<{ role: Role }>().executeTakeFirstOrThrow();
}

export function updateUser(db: Db, id: string, changes: UserUpdate & { role?: Role }): Promise<Person> {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('role', '!=', 'integration')
    .returningAll()
    .$narrowType<{ role: Role }>()
    .executeTakeFirstOrThrow();
}

/** Bumps the session version: every cookie issued before stops working at its next request. */
export async function revokeSessions(db: Db, id: string): Promise<number> {
  const row = await db
    .updateTable('users')
    .set({ session_version: sql`session_version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning('session_version')
    .executeTakeFirstOrThrow();
  return row.session_version;
}

export function toProfile(user: Person): Profile {
  return {
    id: user.id,
    fullName: user.full_name,
    email: user.email,
    alias: user.alias,
    hotelId: user.hotel_id,
    status: user.status,
    requestedHotelName: user.requested_hotel_name,
    role: user.role,
    pin: user.pin_hash ? true : null,
    language: user.language,
  };
}

export function toSessionUser(user: Person): SessionUser {
  return {
    id: user.id,
    email: user.email,
    hotelId: user.hotel_id,
    status: user.status,
    role: user.role,
    fullName: user.full_name,
    language: user.language,
  };
}
