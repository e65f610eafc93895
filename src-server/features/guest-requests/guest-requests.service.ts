import type { Context, Actor } from '../../trpc/context';
import type { HotelScope } from '../../trpc/hotel-scope';
import { fail } from '../../trpc/errors';
import type { CreateGuestRequestInput, GuestRequest, ListGuestRequestsInput, UpdateGuestRequestInput } from '../../../src-shared/guest-requests.schemas';
import { MY_ROOMS_URL, type AssignmentPush } from '../../../src-shared/push.schemas';
import type { Language } from '../../../src-shared/languages';
import { formatHotelTime } from '../../../src-shared/display-time';
import { announce } from '../../realtime/announce';
import { logChange } from '../../realtime/change-log.queries';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { withClientAction } from '../../rooms/client-actions';
import { changeTime } from '../../rooms/change-time';
import { listGuestRequests, listGuestRequestsByIds, listOpenFor } from './guest-requests.queries';
import { serviceTexts } from './guest-request-texts';
import { logGuestRequestDone } from './guest-request-history';
import { isApprovedStaff } from '../../db/hotel-staff.queries';
import { ROLES } from '../../../src-shared/roles';

type Deps = Pick<Context, 'db' | 'bus' | 'push'> & { actor: Actor } & HotelScope;

/** Whoever works in the hotel may take a request (an admin is no member of it). */
const HOTEL_STAFF_ROLES = ROLES.filter((r) => r !== 'admin');

/** What an update changes besides its status (the time a done was tapped is part of the done). */
export function requestEdits(input: UpdateGuestRequestInput): string[] {
  const { id: _id, clientActionId: _c, status: _s, doneAt: _d, ...changes } = input;
  return Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
}

async function hotelTimezone(ctx: Deps): Promise<string> {
  const row = await ctx.db.selectFrom('hotels').select('timezone').where('id', '=', ctx.hotelId).executeTakeFirstOrThrow();
  return row.timezone;
}

async function findOne(ctx: Deps, id: string): Promise<GuestRequest> {
  const [request] = await listGuestRequestsByIds(ctx.db, ctx.hotelId, [id]);
  if (!request) fail('NOT_FOUND', 'GUEST_REQUEST_NOT_FOUND');
  return request;
}

export async function listRequests(ctx: Deps, filters: ListGuestRequestsInput): Promise<GuestRequest[]> {
  return listGuestRequests(ctx.db, await hotelTimezone(ctx), { ...filters, hotelId: ctx.hotelId });
}

/** The caller's own open requests: the tasks on a housekeeper's phone. */
export async function myOpenRequests(ctx: Deps): Promise<GuestRequest[]> {
  return listOpenFor(ctx.db, ctx.hotelId, ctx.actor.id);
}

/** A chosen person must be approved staff of this hotel (any role but admin). */
async function checkAssignee(ctx: Deps, userId: string): Promise<void> {
  if (!(await isApprovedStaff(ctx.db, ctx.hotelId, userId, HOTEL_STAFF_ROLES))) fail('BAD_REQUEST', 'REQUEST_ASSIGNEE_UNKNOWN');
}

/** The room's housekeeper, from its status row: whoever it is assigned to, while an approved housekeeper here. */
async function roomHousekeeper(ctx: Deps, roomId: string): Promise<string | null> {
  const row = await ctx.db.selectFrom('room_statuses').select('assigned_to').where('room_id', '=', roomId).executeTakeFirst();
  const assignee = row?.assigned_to ?? null;
  return assignee && (await isApprovedStaff(ctx.db, ctx.hotelId, assignee, ['housekeeper'])) ? assignee : null;
}

export function guestRequestPush(request: GuestRequest, timezone: string, language: Language): AssignmentPush {
  const texts = serviceTexts(language);
  const kind = texts.kind[request.kind];
  const what = !request.note ? kind : request.kind === 'other' ? request.note : `${kind} (${request.note})`;
  // The reader's clock ('3:00 PM'; '15:00'), as the app shows times (src-shared/display-time.ts).
  const due = request.dueAt ? formatHotelTime(request.dueAt, timezone, language) : null;
  return {
    title: texts.pushTitle,
    body: texts.pushBody(request.roomNumber, what, due),
    url: MY_ROOMS_URL,
    tag: `guest-request-${request.id}`,
    roomNumbers: [request.roomNumber],
  };
}

async function notifyAssignee(ctx: Deps, request: GuestRequest) {
  if (!ctx.push || !request.assignedTo || request.assignedTo === ctx.actor.id) return;
  const timezone = await hotelTimezone(ctx);
  ctx.push.notify(request.assignedTo, (language) => guestRequestPush(request, timezone, language));
}

export async function createRequest(ctx: Deps, input: CreateGuestRequestInput): Promise<GuestRequest> {
  if (input.assigneeId) await checkAssignee(ctx, input.assigneeId);
  const assignee = input.assigneeId ?? (await roomHousekeeper(ctx, input.roomId));
  const { id, change } = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('guest_requests')
      .values({
        hotel_id: ctx.hotelId,
        room_id: input.roomId,
        kind: input.kind,
        note: input.note,
        due_at: input.dueAt ?? null,
        assigned_to: assignee,
        created_by: ctx.actor.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const change = await logChange(trx, { hotelId: ctx.hotelId, kind: 'guest-requests', roomIds: [input.roomId], subjectId: row.id });
    return { id: row.id, change };
  });
  announce(ctx, [change]);
  const request = await findOne(ctx, id);
  await notifyAssignee(ctx, request);
  return request;
}

/**
 * Done, cancelled or changed. Done is exactly once by the device's clientActionId (DESIGN §6):
 * a replay answers the request as it is now; done at the device's time when it was tapped
 * offline within the last day. Who may call is the procedure's guard (the desk, an integration,
 * or the person it was given to, for done only); `desk` false is such a person, and a request
 * given to someone else between the guard and the row's lock is 409, not done.
 */
export async function updateRequest(ctx: Deps, input: UpdateGuestRequestInput, desk: boolean): Promise<GuestRequest> {
  const { id, clientActionId, status, ...changes } = input;
  if (status === undefined && requestEdits(input).length === 0) fail('BAD_REQUEST', 'NOTHING_TO_CHANGE');
  if (changes.assigneeId) await checkAssignee(ctx, changes.assigneeId);
  const result = await ctx.db.transaction().execute(async (trx) => {
    // A replay answers the request as it is now: nothing is kept with the claim.
    const action = { userId: ctx.actor.id, clientActionId, request: { guestRequest: id, status, ...changes } };
    const claimed = await withClientAction(trx, action, () => apply(trx));
    return claimed.replayed ? { change: null, reassigned: false } : claimed.done;
  });
  announce(ctx, [result.change]);
  const request = await findOne(ctx, id);
  if (result.reassigned) await notifyAssignee(ctx, request);
  return request;

  async function apply(trx: Transaction<Database>) {
    const current = await trx
      .selectFrom('guest_requests')
      .select(['status', 'assigned_to', 'room_id', 'kind', 'note'])
      .where('id', '=', id)
      .where('hotel_id', '=', ctx.hotelId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) fail('NOT_FOUND', 'GUEST_REQUEST_NOT_FOUND');
    // Whom it went to is read again under the row's lock: one reassigned meanwhile is no longer theirs to do.
    if (!desk && current.assigned_to !== ctx.actor.id) fail('CONFLICT', 'GUEST_REQUEST_REASSIGNED');
    if (current.status !== 'open') fail('CONFLICT', 'GUEST_REQUEST_CLOSED');
    const done = status === 'done' ? { done_by: ctx.actor.id, done_at: changeTime(input.doneAt) } : {};
    await trx
      .updateTable('guest_requests')
      .set({
        ...(status ? { status } : {}),
        ...done,
        ...(changes.kind ? { kind: changes.kind } : {}),
        ...(changes.note !== undefined ? { note: changes.note } : {}),
        ...(changes.dueAt !== undefined ? { due_at: changes.dueAt } : {}),
        ...(changes.assigneeId !== undefined ? { assigned_to: changes.assigneeId } : {}),
      })
      .where('id', '=', id)
      .execute();
    if (done.done_at) {
      const request = { kind: changes.kind ?? current.kind, note: changes.note !== undefined ? changes.note : current.note };
      await logGuestRequestDone(trx, current.room_id, request, { actorId: ctx.actor.id, at: done.done_at });
    }
    const note = { hotelId: ctx.hotelId, kind: 'guest-requests' as const, roomIds: [current.room_id], subjectId: id };
    const change = await logChange(trx, status === 'done' ? { ...note, event: { type: 'guest_request.done', subjectId: id } } : note);
    return { change, reassigned: Boolean(changes.assigneeId) && changes.assigneeId !== current.assigned_to };
  }
}
