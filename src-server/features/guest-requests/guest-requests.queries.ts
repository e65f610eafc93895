import type { Db } from '../../db/connection';
import type { GuestRequest, ListGuestRequestsInput } from '../../../src-shared/guest-requests.schemas';
import { hotelDayBounds } from '../../../src-shared/hotel-time';
import { iso } from '../../../src-shared/room-row';

const MINUTE_MS = 60_000;

function requestsQuery(db: Db, hotelId: string) {
  return db
    .selectFrom('guest_requests as g')
    .innerJoin('rooms as r', 'r.id', 'g.room_id')
    .leftJoin('users as a', 'a.id', 'g.assigned_to')
    .leftJoin('users as c', 'c.id', 'g.created_by')
    .leftJoin('users as d', 'd.id', 'g.done_by')
    .select([
      'g.id',
      'g.hotel_id',
      'g.room_id',
      'r.room_number',
      'g.kind',
      'g.note',
      'g.due_at',
      'g.assigned_to',
      'a.full_name as assigned_name',
      'g.status',
      'g.created_by',
      'c.full_name as created_name',
      'g.created_at',
      'g.done_by',
      'd.full_name as done_name',
      'g.done_at',
    ])
    .where('g.hotel_id', '=', hotelId);
}

/** Whom a request was given to (null: nobody, or no such request): the person who may mark it done. */
export async function guestRequestAssignee(db: Db, id: string): Promise<string | null> {
  const row = await db.selectFrom('guest_requests').select('assigned_to').where('id', '=', id).executeTakeFirst();
  return row?.assigned_to ?? null;
}

type Row = Awaited<ReturnType<ReturnType<typeof requestsQuery>['execute']>>[number];

function toRequest(row: Row): GuestRequest {
  const createdAt = new Date(row.created_at);
  return {
    id: row.id,
    hotelId: row.hotel_id,
    roomId: row.room_id,
    roomNumber: row.room_number,
    kind: row.kind,
    note: row.note,
    dueAt: iso(row.due_at),
    assignedTo: row.assigned_to,
    assignedToName: row.assigned_name,
    status: row.status,
    createdBy: row.created_by,
    createdByName: row.created_name,
    createdAt: createdAt.toISOString(),
    doneBy: row.done_by,
    doneByName: row.done_name,
    doneAt: iso(row.done_at),
    minutesToDone: row.done_at ? Math.max(0, Math.round((new Date(row.done_at).getTime() - createdAt.getTime()) / MINUTE_MS)) : null,
  };
}

/** The requests with these ids, as lists show them (live events, webhooks, answers). */
export async function listGuestRequestsByIds(db: Db, hotelId: string, ids: string[]): Promise<GuestRequest[]> {
  if (ids.length === 0) return [];
  const rows = await requestsQuery(db, hotelId).where('g.id', 'in', ids).orderBy('g.created_at').execute();
  return rows.map(toRequest);
}

/** The desk's list: newest first, filtered; days are the hotel's. */
export async function listGuestRequests(db: Db, timezone: string, filters: Omit<ListGuestRequestsInput, 'hotelId'> & { hotelId: string }): Promise<GuestRequest[]> {
  let query = requestsQuery(db, filters.hotelId);
  if (filters.status) query = query.where('g.status', '=', filters.status);
  if (filters.roomId) query = query.where('g.room_id', '=', filters.roomId);
  if (filters.assigneeId) query = query.where('g.assigned_to', '=', filters.assigneeId);
  if (filters.from) query = query.where('g.created_at', '>=', hotelDayBounds(filters.from, timezone).start);
  if (filters.to) query = query.where('g.created_at', '<', hotelDayBounds(filters.to, timezone).end);
  const rows = await query.orderBy('g.created_at', 'desc').orderBy('g.id', 'desc').limit(1000).execute();
  return rows.map(toRequest);
}

/** A person's open requests in the hotel, soonest due first: the tasks on their phone. */
export async function listOpenFor(db: Db, hotelId: string, userId: string): Promise<GuestRequest[]> {
  const rows = await requestsQuery(db, hotelId)
    .where('g.assigned_to', '=', userId)
    .where('g.status', '=', 'open')
    .orderBy('g.due_at', (ob) => ob.asc().nullsLast())
    .orderBy('g.created_at')
    .execute();
  return rows.map(toRequest);
}
