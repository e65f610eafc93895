import type { z } from 'zod';
import type { Transaction } from 'kysely';
import type { Database, FailedItem, InspectionItemResult } from '../../db/types';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { InspectionAnswer, selfCheckInput, submitInspectionInput, tickFailedItemInput } from '../../../src-shared/checklists.schemas';
import { inspectionPassed, inspectionScore } from '../../../src-shared/inspection-score';
import { INSPECTION_REASON_MAX } from '../../../src-shared/room-lifecycle';
import { WORK_ORDER_TITLE_MAX } from '../../../src-shared/work-orders.schemas';
import { fail } from '../../trpc/errors';
import { changeRooms, type Deps } from '../../rooms/change-rooms';
import { findBoardRoom } from '../../rooms/board-rows.queries';
import { inspectRoom } from '../room-lifecycle/room-lifecycle.public';
import { logWorkOrderEvent, workOrderHistoryNote } from '../work-orders/work-order-history';
import { notifyMaintenanceStaff } from '../work-orders/work-order-push';
import { findWorkOrder, insertWorkOrder } from '../work-orders/work-orders.public';
import { checkPhotos, decodePhotos } from '../photos/photo-check';
import type { PendingChange } from '../../realtime/change-log.queries';
import { findChecklist } from './checklists.queries';

type Trx = Transaction<Database>;

/**
 * A scored inspection (DESIGN §20): every item of the checklist answered ok or not, a photo
 * where the item requires one. Passed (score ≥ pass mark, no critical item failed) → the room
 * is inspected as a plain pass; failed → back to its attendant with only the failed items on
 * her card, and each failed item with a maintenance category opens a work order for the room
 * with the item's photos. Exactly once by the device's clientActionId (through changeRoom).
 */
export async function submitInspection(ctx: Deps, input: z.infer<typeof submitInspectionInput>): Promise<InspectionAnswer> {
  const checklist = await findChecklist(ctx.db, input.checklistId);
  if (!checklist || checklist.hotelId !== ctx.hotelId) fail('NOT_FOUND', 'CHECKLIST_NOT_FOUND');
  const byItem = new Map(input.results.map((r) => [r.itemId, r]));
  if (byItem.size !== input.results.length) fail('BAD_REQUEST', 'INSPECTION_RESULTS_INCOMPLETE');
  for (const r of input.results) if (!checklist.items.some((i) => i.id === r.itemId)) fail('BAD_REQUEST', 'INSPECTION_ITEM_UNKNOWN');
  for (const item of checklist.items) {
    const result = byItem.get(item.id);
    if (!result) fail('BAD_REQUEST', 'INSPECTION_RESULTS_INCOMPLETE');
    if (item.photoRequired && !result.photoIds?.length) fail('BAD_REQUEST', 'INSPECTION_PHOTO_REQUIRED', { values: { item: item.text } });
  }
  const photoIds = [...new Set(input.results.flatMap((r) => r.photoIds ?? []))];
  if (photoIds.length > 0) {
    const found = await ctx.db.selectFrom('inspection_photos').select('id').where('room_id', '=', input.roomId).where('id', 'in', photoIds).execute();
    if (found.length !== photoIds.length) fail('BAD_REQUEST', 'PHOTO_NOT_FOUND');
  }
  const ok = new Map(input.results.map((r) => [r.itemId, r.ok]));
  const score = inspectionScore(checklist.items, ok);
  const passed = inspectionPassed(checklist.items, ok, checklist.passMark);
  const failed = checklist.items.filter((i) => ok.get(i.id) === false);
  // A failed inspection's reason (its room note and the attendant's push) names what failed.
  const reason = failed.map((i) => i.text).join('; ').slice(0, INSPECTION_REASON_MAX) || checklist.name;
  const maintenance: { id: string }[] = [];
  return inspectRoom<InspectionAnswer>(
    ctx,
    { roomId: input.roomId, result: passed ? 'pass' : 'fail', reason: passed ? undefined : reason, clientActionId: input.clientActionId, expectedVersion: input.expectedVersion },
    {
      score: { checklistId: checklist.id, score, results: [] },
      async write(trx, { inspectionId, locked, at, writer }) {
        const status = await trx.selectFrom('room_statuses').select('self_checked').where('id', '=', locked.room.id).executeTakeFirstOrThrow();
        const ticked = new Set(status.self_checked ?? []);
        const results: InspectionItemResult[] = checklist.items.map((item) => {
          const r = byItem.get(item.id)!;
          return {
            itemId: item.id,
            text: item.text,
            weight: item.weight,
            critical: item.critical,
            ok: r.ok,
            ...(r.note ? { note: r.note } : {}),
            ...(r.photoIds?.length ? { photoIds: r.photoIds } : {}),
            ...(status.self_checked ? { selfChecked: ticked.has(item.id) } : {}),
          };
        });
        const failedItems: FailedItem[] = passed ? [] : failed.map((i) => ({ itemId: i.id, text: i.text, done: false }));
        await trx.updateTable('inspections').set({ results: JSON.stringify(results) }).where('id', '=', inspectionId).execute();
        // Her card's failed items and the cleared self-check are the room's details: the inspection's own write below counts the change.
        await writer.writeDetails([locked.room], { failed_items: passed ? null : failedItems, self_checked: null });
        const logged: (PendingChange | null)[] = [];
        if (!passed) {
          for (const item of failed) {
            if (!item.maintenanceCategory) continue;
            const order = await openWorkOrder(trx, ctx, locked.room.room_id, item, byItem.get(item.id)!, at);
            maintenance.push({ id: order.id });
            logged.push(...order.changes);
          }
        }
        const answer: InspectionAnswer = { id: inspectionId, score, passed, failedItems, workOrderIds: maintenance.map((m) => m.id) };
        return { answer, logged, after: () => void announceWorkOrders(ctx, maintenance.map((m) => m.id)) };
      },
    },
  );
}

/** A failed item's work order (DESIGN §20): for the room, in the item's category, titled by the item, with its photos. */
async function openWorkOrder(trx: Trx, ctx: Deps, roomId: string, item: { text: string; maintenanceCategory?: string }, result: { note?: string; photoIds?: string[] }, at: Date) {
  const category = item.maintenanceCategory as NonNullable<Parameters<typeof insertWorkOrder>[2]['category']>;
  const photos = result.photoIds?.length
    ? await trx.selectFrom('inspection_photos').select(['bytes', 'content_type as contentType']).where('id', 'in', result.photoIds).execute()
    : [];
  const title = item.text.slice(0, WORK_ORDER_TITLE_MAX);
  const note = result.note ?? null;
  const order = await insertWorkOrder(trx, ctx, { roomId, category, title, note, priority: 'normal', outOfOrder: false }, photos, false, at);
  await logWorkOrderEvent(trx, roomId, 'created', { actorId: ctx.actor.id, at, historyNote: workOrderHistoryNote({ category, title, note }) });
  return order;
}

/** After commit: maintenance hears of each work order the inspection opened. */
async function announceWorkOrders(ctx: Deps, ids: string[]) {
  for (const id of ids) {
    const order = await findWorkOrder(ctx.db, id);
    if (order) await notifyMaintenanceStaff(ctx, ctx.hotelId, ctx.actor.id, order);
  }
}

/** An inspector's photo of an item (base64 over JSON): checked as every photo is, kept for the inspection that names it. */
export async function addInspectionPhoto(ctx: Deps, input: { roomId: string; base64: string }): Promise<{ id: string }> {
  const [photo] = checkPhotos(decodePhotos([{ base64: input.base64 }]), 1);
  return ctx.db
    .insertInto('inspection_photos')
    .values({ hotel_id: ctx.hotelId, room_id: input.roomId, content_type: photo!.contentType, bytes: photo!.bytes, size: photo!.bytes.length, created_by: ctx.actor.id })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The room's status row; whose card it is, the procedure's guard has checked (checklists.router.ts). */
async function ownRoom(ctx: Deps, roomId: string) {
  const status = await ctx.db.selectFrom('room_statuses').select(['id', 'assigned_to', 'status', 'failed_items']).where('room_id', '=', roomId).executeTakeFirst();
  if (!status) fail('NOT_FOUND', 'ROOM_NOT_FOUND');
  return status;
}

/** She ticks a failed item off her card (DESIGN §20); the list goes with the failed inspection when she cleans again. */
export async function tickFailedItem(ctx: Deps, input: z.infer<typeof tickFailedItemInput>): Promise<BoardRoom> {
  await ownRoom(ctx, input.roomId);
  // A tick is her card's detail, not a change of the room: written through the rooms layer
  // with no version bump, history or change log (writeDetails), as it always was. The row is
  // locked first and its list read under the lock, so two ticks at once both stay.
  await changeRooms(ctx, { lock: (_trx, writer) => writer.lock({ roomIds: [input.roomId] }) }, async (trx, [locked], writer) => {
    if (!locked) fail('NOT_FOUND', 'ROOM_NOT_FOUND');
    const { failed_items: items } = await trx.selectFrom('room_statuses').select('failed_items').where('id', '=', locked.id).executeTakeFirstOrThrow();
    if (!items?.some((i) => i.itemId === input.itemId)) fail('BAD_REQUEST', 'INSPECTION_ITEM_UNKNOWN');
    await writer.writeDetails([locked], { failed_items: items.map((i) => (i.itemId === input.itemId ? { ...i, done: input.done } : i)) });
    return { answer: undefined, logged: null };
  });
  return (await findBoardRoom(ctx.db, input.roomId))!;
}

/**
 * Self-check (DESIGN §20): the items she ticked before Mark Clean, for the inspector to see.
 * Exactly once by the phone's clientActionId: a resend from the queue after the inspection
 * (which clears the ticks) must not put them back for the next one.
 */
export async function saveSelfCheck(ctx: Deps, input: z.infer<typeof selfCheckInput>): Promise<{ itemIds: string[] }> {
  const status = await ownRoom(ctx, input.roomId);
  const itemIds = [...new Set(input.itemIds)];
  const request = { roomId: input.roomId, itemIds };
  // Her ticks are the room's detail, not a change of it: no version bump, history or change
  // log (writeDetails); changeRooms claims the device's action and answers a resend the same.
  return changeRooms(ctx, { clientActionId: input.clientActionId, request }, async (_trx, _locked, writer) => {
    await writer.writeDetails([status], { self_checked: itemIds });
    return { answer: { itemIds }, logged: null };
  });
}

export async function setSelfCheck(ctx: Deps, selfCheck: boolean): Promise<{ selfCheck: boolean }> {
  await ctx.db.updateTable('hotels').set({ self_check: selfCheck }).where('id', '=', ctx.hotelId).execute();
  return { selfCheck };
}
