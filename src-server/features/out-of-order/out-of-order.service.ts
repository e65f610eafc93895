import type { Transaction } from 'kysely';
import { ruleActorOf } from '../../trpc/context';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/types';
import type { EventBus } from '../../realtime/event-bus';
import type { PendingChange } from '../../realtime/change-log.queries';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { SetOutOfOrderInput } from '../../../src-shared/out-of-order.schemas';
import { setOutOfOrderInput } from '../../../src-shared/out-of-order.schemas';
import { OUT_OF_ORDER_STATUS, type OutOfOrderReason, type OutOfOrderReturnStatus, type RuleActor } from '../../../src-shared/room-status';
import { fail } from '../../trpc/errors';
import { outOfOrderEffects, statusEffects } from '../../../src-shared/room-effects';
import type { SystemNote } from '../../../src-shared/system-notes';
import { writeScheduledOutOfOrder } from './out-of-order-schedule.queries';
import { changeRoom, changeRooms, type Deps, type LockedStatus, type RoomWriter, type StatusChanges } from '../../rooms/change-rooms';

/** The out-of-order columns of a room that is not (or no longer) out of order. */
const CLEARED_OUT_OF_ORDER = { ooo_reason: null, ooo_from: null, ooo_until: null, ooo_return_status: null } as const;

/** How far in the past a `from` may be (the manager's clock and ours differ a little): it then means now. */
const FROM_SLACK_MS = 60_000;

/**
 * Takes a room out of order (DESIGN §17): not sellable, off every working list, until it is
 * returned to service (by hand, or by the periodic pass once `until` passes). Setting it on a
 * room already out of order edits the reason, until and return status, keeping `from`.
 * A `from` in the future schedules it instead (out-of-order-schedule.service.ts): the room
 * stays as it is, with the board's 'Out of order from …' mark, until the periodic pass begins it.
 * Through the room change path: history, change log, live event, room.updated webhook.
 * Who may is the procedure's to say (OUT_OF_ORDER_ROLES, and integrations).
 */
export function setOutOfOrder(ctx: Deps, raw: SetOutOfOrderInput, now = new Date()): Promise<BoardRoom> {
  const input = setOutOfOrderInput.parse(raw);
  const from = input.from ? new Date(input.from) : null;
  if (from && from.getTime() < now.getTime() - FROM_SLACK_MS) fail('BAD_REQUEST', 'OUT_OF_ORDER_FROM_PAST');
  const until = input.until ? new Date(input.until) : null;
  if (until && until.getTime() <= now.getTime()) fail('BAD_REQUEST', 'OUT_OF_ORDER_UNTIL_PAST');
  if (until && from && until.getTime() <= from.getTime()) fail('BAD_REQUEST', 'OUT_OF_ORDER_UNTIL_BEFORE_FROM');
  const scheduled = from !== null && from.getTime() > now.getTime();
  return changeRoom(ctx, { roomId: input.roomId }, async (trx, { room }, writer) => {
    const meta = { actorId: ctx.actor.id, at: now };
    if (scheduled) return { logged: await writeScheduledOutOfOrder(writer, room, { ...input, from, until }, meta) };
    // Out of order now replaces one that was waiting to begin: a room has one out of order at a time.
    const fields = { reason: input.reason, returnStatus: input.returnStatus, notes: input.notes, until, clearSchedule: true };
    return { logged: await writeOutOfOrder(trx, writer, room, fields, meta) };
  });
}

export interface OutOfOrderFields {
  reason: OutOfOrderReason;
  until: Date | null;
  returnStatus: OutOfOrderReturnStatus;
  notes?: string | null;
  /** A note the app writes itself (a work order's), kept as data (issue 19) instead of `notes`. */
  systemNote?: SystemNote;
  /** When it began, if not at the change's time (a scheduled one begins at its `from`). */
  from?: Date;
  /** Also drop an out of order waiting to begin (the manager's 'now' replaces it). */
  clearSchedule?: boolean;
}

/**
 * Writes a locked room out of order, in the caller's transaction: the one place its columns
 * are set. A work order's 'room cannot be sold' (DESIGN §18) comes through here too; the caller
 * has decided who may (a housekeeper reporting a problem may, through the work order).
 */
export async function writeOutOfOrder(
  trx: Transaction<Database>,
  writer: RoomWriter,
  room: LockedStatus,
  input: OutOfOrderFields,
  meta: { actorId: string | null; at: Date; action?: string },
): Promise<PendingChange | null> {
  const current = await trx.selectFrom('room_statuses').select('ooo_from').where('id', '=', room.id).executeTakeFirstOrThrow();
  const already = room.status === OUT_OF_ORDER_STATUS;
  const set = outOfOrderEffects({ ...input, from: already && current.ooo_from ? current.ooo_from : (input.from ?? meta.at) });
  return writer.write([room], set, { actorId: meta.actorId, at: meta.at, ...(meta.action ? { action: meta.action } : {}) });
}

/**
 * Ends a locked room's out of order in the caller's transaction, to `to` (a work order's
 * 'Return to service' chooses it) or the status it was set to return to.
 */
export async function writeReturnToService(
  trx: Transaction<Database>,
  writer: RoomWriter,
  room: LockedStatus,
  meta: { role: RuleActor; actorId: string | null; at: Date; to?: OutOfOrderReturnStatus; action?: string; historyNote?: SystemNote },
): Promise<PendingChange | null> {
  const [withReturn] = await returnStatusesOf(trx, [room]);
  const to = meta.to ?? withReturn!.returnStatus;
  return writer.write([room], returnEffects(meta.role, to, meta.actorId, meta.at), {
    actorId: meta.actorId,
    at: meta.at,
    ...(meta.action ? { action: meta.action } : {}),
    ...(meta.historyNote !== undefined ? { historyNote: meta.historyNote } : {}),
  });
}

/** The change that returns one out-of-order room to its return status, as the manager's path sets it. */
function returnEffects(role: RuleActor, to: OutOfOrderReturnStatus, actorId: string | null, at: Date): StatusChanges {
  return { ...statusEffects(role, to, { actorId, at, currentNotes: null }), ...CLEARED_OUT_OF_ORDER };
}

/** Writes the return of out-of-order rooms of one hotel, one change per return status. */
async function writeReturns(writer: RoomWriter, rooms: (LockedStatus & { returnStatus: OutOfOrderReturnStatus })[], role: RuleActor, actorId: string | null, at: Date) {
  const changes: (PendingChange | null)[] = [];
  for (const to of ['dirty', 'clean'] as const) {
    const group = rooms.filter((r) => r.returnStatus === to);
    if (group.length > 0) changes.push(await writer.write(group, returnEffects(role, to, actorId, at), { actorId, at }));
  }
  return changes;
}

async function returnStatusesOf(trx: Transaction<Database>, rooms: LockedStatus[]) {
  if (rooms.length === 0) return [];
  const rows = await trx
    .selectFrom('room_statuses')
    .select(['id', 'ooo_return_status'])
    .where(
      'id',
      'in',
      rooms.map((r) => r.id),
    )
    .execute();
  const by = new Map(rows.map((r) => [r.id, r.ooo_return_status ?? 'dirty']));
  return rooms.map((r) => ({ ...r, returnStatus: by.get(r.id) ?? ('dirty' as const) }));
}

/** 'Return to service' (DESIGN §17): an out-of-order room goes to its return status (dirty or clean). */
export function returnToService(ctx: Deps, input: { roomId: string }, now = new Date()): Promise<BoardRoom> {
  const role = ruleActorOf(ctx.actor);
  return changeRoom(ctx, { roomId: input.roomId }, async (trx, { room }, writer) => {
    if (room.status !== OUT_OF_ORDER_STATUS) fail('CONFLICT', 'ROOM_NOT_OUT_OF_ORDER');
    return { logged: await writeReturns(writer, await returnStatusesOf(trx, [room]), role, ctx.actor.id, now) };
  });
}

/**
 * The periodic pass (with the day's plan, every minute): out-of-order rooms whose `until` has
 * passed go back to their return status, by the system (the history names no one). Rooms
 * are locked and checked again inside each hotel's transaction, so however many instances
 * run the pass, each room returns once. Returns the room ids returned.
 */
export async function returnDueRooms(db: Db, bus: EventBus, now = new Date()): Promise<string[]> {
  const due = await db
    .selectFrom('room_statuses')
    .select(['hotel_id', 'room_id'])
    .where('status', '=', OUT_OF_ORDER_STATUS)
    .where('ooo_until', '<=', now)
    .execute();
  const returned: string[] = [];
  for (const hotelId of new Set(due.map((r) => r.hotel_id))) {
    const roomIds = due.filter((r) => r.hotel_id === hotelId).map((r) => r.room_id);
    const lock = (_trx: Transaction<Database>, writer: RoomWriter) => writer.lock({ roomIds, hotelId });
    const rooms = await changeRooms({ db, bus }, { lock }, async (trx, locked, writer) => {
      const still = await trx
        .selectFrom('room_statuses')
        .select('id')
        .where('status', '=', OUT_OF_ORDER_STATUS)
        .where('ooo_until', '<=', now)
        .where(
          'id',
          'in',
          locked.length > 0 ? locked.map((r) => r.id) : ['00000000-0000-0000-0000-000000000000'],
        )
        .execute();
      const ids = new Set(still.map((r) => r.id));
      const rooms = locked.filter((r) => ids.has(r.id));
      return { answer: rooms.map((r) => r.room_id), logged: await writeReturns(writer, await returnStatusesOf(trx, rooms), 'system', null, now) };
    });
    returned.push(...rooms);
  }
  return returned;
}
