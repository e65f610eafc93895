import type { z } from 'zod';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { Context, Actor } from '../../trpc/context';
import { ruleActorOf } from '../../trpc/context';
import type { HotelScope } from '../../trpc/hotel-scope';
import { fail } from '../../trpc/errors';
import { isApprovedStaff } from '../../db/hotel-staff.queries';
import type {
  addPhotosInput,
  commentInput,
  createWorkOrderInput,
  listWorkOrdersInput,
  patchWorkOrderInput,
  returnToServiceInput,
  CreatedWorkOrder,
  WorkOrder,
  WorkOrderCategory,
  WorkOrderDetail,
} from '../../../src-shared/work-orders.schemas';
import { PHOTO_LIMITS } from '../../../src-shared/work-orders.schemas';
import { storeAnswer, withClientAction } from '../../rooms/client-actions';
import { changeRoom, type LockedStatus, type RoomWriter } from '../../rooms/change-rooms';
import { staleChangeReason, type StaleReason } from '../../../src-shared/stale-change';
import { statusEffects } from '../../../src-shared/room-effects';
import { logChange, type PendingChange } from '../../realtime/change-log.queries';
import { announce } from '../../realtime/announce';
import { checkPhotos, decodePhotos, type CheckedPhoto } from '../photos/photo-check';
import { findWorkOrder, findWorkOrderDetail, listWorkOrders } from './work-orders.queries';
import { notifyMaintenanceStaff, notifyWorkOrderAssignee } from './work-order-push';
import { logWorkOrderEvent, WORK_ORDER_HISTORY_ACTIONS, workOrderHistoryNote } from './work-order-history';
import { writeOutOfOrder, writeReturnToService } from '../out-of-order/out-of-order.public';
import { OUT_OF_ORDER_STATUS, type OutOfOrderReason } from '../../../src-shared/room-status';
import { WORK_ORDER_CATEGORY_EN, type SystemNote } from '../../../src-shared/system-notes';
import { WORK_ORDER_ASSIGNEES } from '../../../src-shared/roles';

type Deps = Pick<Context, 'db' | 'bus' | 'push'> & { actor: Actor } & HotelScope;
type Trx = Transaction<Database>;

export async function listHotelWorkOrders(ctx: Deps, input: z.infer<typeof listWorkOrdersInput>): Promise<WorkOrder[]> {
  const { hotelId: _, ...filters } = input;
  return listWorkOrders(ctx.db, ctx.hotelId, filters);
}

export async function getWorkOrder(ctx: Deps, id: string): Promise<WorkOrderDetail> {
  const order = await findWorkOrderDetail(ctx.db, id);
  if (!order) fail('NOT_FOUND', 'WORK_ORDER_NOT_FOUND');
  return order;
}

/** Assignees are approved maintenance staff or managers of the hotel. */
async function requireAssignee(trx: Trx, hotelId: string, assigneeId: string | null | undefined) {
  if (!assigneeId) return;
  if (!(await isApprovedStaff(trx, hotelId, assigneeId, WORK_ORDER_ASSIGNEES))) fail('BAD_REQUEST', 'ASSIGNEE_NOT_STAFF');
}

/** The out-of-order reason a work order's category reads as (DESIGN §17's codes). */
const OUT_OF_ORDER_REASON: Record<WorkOrderCategory, OutOfOrderReason> = {
  plumbing: 'plumbing',
  electrical: 'electrical',
  furniture: 'repairs',
  appliance: 'repairs',
  cleaning_supplies: 'repairs',
  other: 'repairs',
};

/**
 * 'Room cannot be sold' (DESIGN §18): the room goes out of order (DESIGN §17) from now, open
 * ended, returning to the work order's return status (dirty unless chosen), through the
 * out-of-order module's own write: history (this work order's row), change log, live event,
 * off its housekeeper's list. The reporter need not be a manager: the work order is the
 * authority. A room already out of order stays as it is, and the report gets a row of its own.
 */
async function markRoomUnsellable(
  trx: Trx,
  writer: RoomWriter,
  actor: Actor,
  room: LockedStatus,
  order: { category: WorkOrderCategory; systemNote: SystemNote },
  at: Date,
): Promise<PendingChange | null> {
  if (room.status === OUT_OF_ORDER_STATUS) {
    await logWorkOrderEvent(trx, room.room_id, 'created', { actorId: actor.id, at, historyNote: order.systemNote });
    return null;
  }
  return writeOutOfOrder(
    trx,
    writer,
    room,
    { reason: OUT_OF_ORDER_REASON[order.category], until: null, returnStatus: 'dirty', systemNote: order.systemNote },
    { actorId: actor.id, at, action: WORK_ORDER_HISTORY_ACTIONS.created },
  );
}

async function insertPhotos(trx: Trx, ctx: Deps, workOrderId: string, photos: CheckedPhoto[]) {
  if (photos.length === 0) return;
  await trx
    .insertInto('work_order_photos')
    .values(
      photos.map((p) => ({
        work_order_id: workOrderId,
        hotel_id: ctx.hotelId,
        content_type: p.contentType,
        bytes: p.bytes,
        size: p.bytes.length,
        created_by: ctx.actor.id,
      })),
    )
    .execute();
}

/** With the room version the device saw (the procedure's input adds it). */
type CreateInput = z.infer<typeof createWorkOrderInput> & { expectedVersion?: number; expectedAssignedTo?: string | null };

/**
 * The work order's row, its photos and its change-log entry, in the caller's transaction.
 * Exported for a failed inspection item (issue 31), which opens its work order inside the inspection's.
 */
export async function insertWorkOrder(trx: Trx, ctx: Deps, input: CreateInput, photos: CheckedPhoto[], staff: boolean, at: Date) {
  // Only the maintenance staff assign and prioritize; a reporter's report is 'normal', unassigned.
  if (staff) await requireAssignee(trx, ctx.hotelId, input.assigneeId);
  // A report without a title is titled by its category, as the list shows it.
  const title = input.title ?? WORK_ORDER_CATEGORY_EN[input.category];
  const order = await trx
    .insertInto('work_orders')
    .values({
      hotel_id: ctx.hotelId,
      room_id: input.roomId ?? null,
      area_id: input.areaId ?? null,
      category: input.category,
      title,
      note: input.note,
      priority: staff ? input.priority : 'normal',
      assignee_id: staff ? (input.assigneeId ?? null) : null,
      due_at: staff ? (input.dueAt ?? null) : null,
      out_of_order: Boolean(input.roomId) && input.outOfOrder,
      created_by: ctx.actor.id,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertPhotos(trx, ctx, order.id, photos);
  const change = await logChange(trx, { hotelId: ctx.hotelId, kind: 'work-orders', event: { type: 'work_order.created', subjectId: order.id } });
  return { id: order.id, changes: [change] };
}

/** What a device's report is answered, and a resend of it again (DESIGN §6); `made` only the first time. */
interface ReportAnswer {
  id: string;
  roomRefusal: StaleReason | null;
  made?: boolean;
}

/**
 * A problem in a room, through the one room change path (changeRoom: lock, claim, replay).
 * 'Room cannot be sold' follows the stale rule of every queued change (DESIGN §6): when
 * someone else changed the room after the tap, the report is still made (the problem is
 * real) but the room is left as it is, and the answer says why (roomRefusal) for the phone's
 * failure list. The version goes to changeRoom under another name for that reason: it would
 * refuse the whole report.
 */
function reportInRoom(ctx: Deps, input: CreateInput & { roomId: string }, photos: CheckedPhoto[], staff: boolean, at: Date): Promise<ReportAnswer> {
  const { clientActionId, expectedVersion, expectedAssignedTo, ...request } = input;
  // The request as its clientActionId's hash has always read it (a report queued before still replays).
  const claimed = { ...request, photos: photos.map((p) => p.bytes.length), seenVersion: expectedVersion, seenAssignee: expectedAssignedTo, clientActionId };
  return changeRoom<typeof claimed, ReportAnswer>(ctx, claimed, async (trx, { room, staleCheck }, writer) => {
    const { id, changes } = await insertWorkOrder(trx, ctx, input, photos, staff, at);
    // The room's note as data (issue 19): each reader words the category in its language.
    const systemNote = workOrderHistoryNote({ category: input.category, title: input.title ?? null, note: input.note ?? null });
    const roomRefusal = input.outOfOrder ? staleChangeReason(staleCheck, expectedVersion, ctx.actor.id, expectedAssignedTo) : null;
    if (input.outOfOrder && !roomRefusal) {
      changes.push(await markRoomUnsellable(trx, writer, ctx.actor, room, { category: input.category, systemNote }, at));
    } else {
      await logWorkOrderEvent(trx, input.roomId, 'created', { actorId: ctx.actor.id, at, historyNote: systemNote });
    }
    const answer = { id, roomRefusal };
    if (clientActionId) await storeAnswer(trx, ctx.actor.id, clientActionId, answer);
    return { room: { ...answer, made: true }, logged: changes };
  });
}

/** A problem in an area (no room to change): exactly once by the device's clientActionId all the same. */
async function reportInArea(ctx: Deps, input: CreateInput, photos: CheckedPhoto[], staff: boolean, at: Date): Promise<ReportAnswer | null> {
  const result = await ctx.db.transaction().execute(async (trx) => {
    const { clientActionId, ...rest } = input;
    const action = { userId: ctx.actor.id, clientActionId, request: { ...rest, photos: photos.map((p) => p.bytes.length) } };
    const claimed = await withClientAction(
      trx,
      action,
      () => insertWorkOrder(trx, ctx, input, photos, staff, at),
      ({ id }) => ({ id, roomRefusal: null }),
    );
    if (claimed.replayed) return { answer: claimed.replay as ReportAnswer | null, changes: [] };
    return { answer: { id: claimed.done.id, roomRefusal: null, made: true }, changes: claimed.done.changes };
  });
  announce(ctx, result.changes);
  return result.answer;
}

/**
 * A work order, or a problem reported from the room (DESIGN §18). With the device's
 * clientActionId it is exactly once (DESIGN §6): a replay answers the same work order.
 */
export async function createWorkOrder(
  ctx: Deps,
  input: CreateInput,
  photos: CheckedPhoto[] = [],
  /** The maintenance staff's report (the procedure says who they are): they assign and prioritize. */
  staff = false,
): Promise<CreatedWorkOrder> {
  const at = new Date();
  const { roomId } = input;
  const answer = roomId ? await reportInRoom(ctx, { ...input, roomId }, photos, staff, at) : await reportInArea(ctx, input, photos, staff, at);
  if (!answer?.id) fail('NOT_FOUND', 'WORK_ORDER_NOT_FOUND');
  const order = await findWorkOrder(ctx.db, answer.id);
  if (!order) fail('NOT_FOUND', 'WORK_ORDER_NOT_FOUND');
  // A replay notifies no one again; an order nobody has yet goes to all of maintenance.
  if (answer.made && order.assigneeId) notifyWorkOrderAssignee(ctx, order.assigneeId, order);
  else if (answer.made) await notifyMaintenanceStaff(ctx, ctx.hotelId, ctx.actor.id, order);
  return { ...order, roomRefusal: answer.roomRefusal ?? null };
}

async function lockOrder(trx: Trx, ctx: Deps, id: string) {
  const order = await trx.selectFrom('work_orders').selectAll().where('id', '=', id).where('hotel_id', '=', ctx.hotelId).forUpdate().executeTakeFirst();
  if (!order) fail('NOT_FOUND', 'WORK_ORDER_NOT_FOUND');
  return order;
}

const updatedEvent = (ctx: Deps, id: string) => ({ hotelId: ctx.hotelId, kind: 'work-orders' as const, event: { type: 'work_order.updated' as const, subjectId: id } });
/**
 * Issue 21 names 'work order done' among the webhooks: the change that finishes an order is also
 * logged as work_order.done (after its work_order.updated, which every change keeps), once.
 */
const doneEvent = (ctx: Deps, id: string) => ({ hotelId: ctx.hotelId, kind: 'work-orders' as const, event: { type: 'work_order.done' as const, subjectId: id } });

export async function patchWorkOrder(ctx: Deps, input: z.infer<typeof patchWorkOrderInput>): Promise<WorkOrder> {
  const at = new Date();
  const { changes, newAssignee } = await ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, ctx, input.id);
    if (input.assigneeId !== undefined) await requireAssignee(trx, ctx.hotelId, input.assigneeId);
    const status = input.status ?? order.status;
    await trx
      .updateTable('work_orders')
      .set({
        ...(input.status !== undefined ? { status: input.status, done_at: status === 'done' ? (order.done_at ?? at) : null } : {}),
        ...(input.priority !== undefined ? { priority: input.priority } : {}),
        ...(input.assigneeId !== undefined ? { assignee_id: input.assigneeId } : {}),
        ...(input.dueAt !== undefined ? { due_at: input.dueAt } : {}),
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.note !== undefined ? { note: input.note } : {}),
        ...(input.category !== undefined ? { category: input.category } : {}),
        updated_at: at,
      })
      .where('id', '=', order.id)
      .execute();
    if (status === 'done' && order.status !== 'done' && order.room_id) {
      await logWorkOrderEvent(trx, order.room_id, 'done', { actorId: ctx.actor.id, at, historyNote: workOrderHistoryNote(order) });
    }
    const newAssignee = input.assigneeId && input.assigneeId !== order.assignee_id ? input.assigneeId : null;
    const changes = [await logChange(trx, updatedEvent(ctx, order.id))];
    if (status === 'done' && order.status !== 'done') changes.push(await logChange(trx, doneEvent(ctx, order.id)));
    return { changes, newAssignee };
  });
  announce(ctx, changes);
  const order = (await findWorkOrder(ctx.db, input.id))!;
  notifyWorkOrderAssignee(ctx, newAssignee, order);
  return order;
}

export async function commentOnWorkOrder(ctx: Deps, input: z.infer<typeof commentInput>): Promise<WorkOrderDetail> {
  const change = await ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, ctx, input.id);
    await trx
      .insertInto('work_order_comments')
      .values({ work_order_id: order.id, hotel_id: ctx.hotelId, content: input.content, created_by: ctx.actor.id })
      .execute();
    await trx.updateTable('work_orders').set({ updated_at: new Date() }).where('id', '=', order.id).execute();
    return logChange(trx, updatedEvent(ctx, order.id));
  });
  announce(ctx, [change]);
  return (await findWorkOrderDetail(ctx.db, input.id))!;
}

/**
 * Photos of a work order (DESIGN §18): the reporter's own report, or any for the maintenance
 * staff; at most 3 in all. With the device's upload id, a retry stores nothing twice.
 */
export async function addWorkOrderPhotos(ctx: Deps, input: z.infer<typeof addPhotosInput>, files?: Buffer[]): Promise<WorkOrder> {
  const bytes = files ?? decodePhotos(input.photos);
  const { change } = await ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, ctx, input.id);
    const action = { userId: ctx.actor.id, clientActionId: input.clientActionId, request: { id: input.id, sizes: bytes.map((b) => b.length) } };
    const claimed = await withClientAction(trx, action, () => addPhotos(trx, order.id), () => ({ id: order.id }));
    return claimed.replayed ? { change: null } : claimed.done;
  });
  announce(ctx, [change]);
  return (await findWorkOrder(ctx.db, input.id))!;

  async function addPhotos(trx: Transaction<Database>, orderId: string) {
    const have = await trx.selectFrom('work_order_photos').select((eb) => eb.fn.countAll<string>().as('n')).where('work_order_id', '=', orderId).executeTakeFirstOrThrow();
    const room = PHOTO_LIMITS.perReport - Number(have.n);
    if (bytes.length > room) fail('BAD_REQUEST', 'TOO_MANY_PHOTOS', { values: { max: String(PHOTO_LIMITS.perReport) } });
    await insertPhotos(trx, ctx, orderId, checkPhotos(bytes, room));
    await trx.updateTable('work_orders').set({ updated_at: new Date() }).where('id', '=', orderId).execute();
    return { change: await logChange(trx, updatedEvent(ctx, orderId)) };
  }
}

export async function readWorkOrderPhoto(ctx: Deps, input: { id: string; photoId: string }) {
  await getWorkOrder(ctx, input.id);
  const photo = await ctx.db
    .selectFrom('work_order_photos')
    .select(['content_type', 'bytes'])
    .where('id', '=', input.photoId)
    .where('work_order_id', '=', input.id)
    .executeTakeFirst();
  if (!photo) fail('NOT_FOUND', 'PHOTO_NOT_FOUND');
  return { contentType: photo.content_type, bytes: Buffer.from(photo.bytes) };
}

/**
 * 'Return to service' (DESIGN §18): the work order is done and its room, out of order for it,
 * becomes dirty (a clean after the repair) or clean, through the one room change path
 * (changeRoom) and the out-of-order module's return (history, change log, live event). A room
 * someone already put back, or one out of order for another reason while this order said it
 * could be sold, is left as it is.
 */
export async function returnToService(ctx: Deps, input: z.infer<typeof returnToServiceInput>): Promise<WorkOrder> {
  const at = new Date();
  const found = await findWorkOrder(ctx.db, input.id);
  if (!found) fail('NOT_FOUND', 'WORK_ORDER_NOT_FOUND');
  if (!found.roomId) fail('BAD_REQUEST', 'ROOM_NOT_OUT_OF_SERVICE');
  // The room is locked first, then the order, as every room change does.
  const id = await changeRoom(ctx, { roomId: found.roomId }, async (trx, { room }, writer) => {
    const order = await lockOrder(trx, ctx, input.id);
    await trx
      .updateTable('work_orders')
      .set({ status: 'done', done_at: order.done_at ?? at, return_status: input.status, updated_at: at })
      .where('id', '=', order.id)
      .execute();
    const logged = [await logChange(trx, updatedEvent(ctx, order.id))];
    if (order.status !== 'done') logged.push(await logChange(trx, doneEvent(ctx, order.id)));
    const role = ruleActorOf(ctx.actor) === 'integration' ? 'integration' : 'system';
    // The history row says which work order was done, whatever the room's notes become.
    const meta = { actorId: ctx.actor.id, at, action: WORK_ORDER_HISTORY_ACTIONS.done, historyNote: workOrderHistoryNote(order) };
    if (order.out_of_order && room.status === OUT_OF_ORDER_STATUS) {
      logged.push(await writeReturnToService(trx, writer, room, { ...meta, role, to: input.status }));
    } else if (order.out_of_order && room.status === 'out_of_service') {
      // A room a work order took out of service before out of order existed (DESIGN §17).
      const set = statusEffects(role, input.status, { actorId: ctx.actor.id, at, currentNotes: null, notes: null });
      logged.push(await writer.write([room], set, meta));
    } else if (order.status !== 'done') {
      await logWorkOrderEvent(trx, room.room_id, 'done', meta);
    }
    return { room: order.id, logged };
  });
  return (await findWorkOrder(ctx.db, id))!;
}
