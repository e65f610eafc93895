import type { Context, Actor } from '../../trpc/context';
import type { HotelScope } from '../../trpc/hotel-scope';
import { fail } from '../../trpc/errors';
import type { CreateLostItemInput, LostItem, SearchLostItemsInput, UpdateLostItemInput } from '../../../src-shared/lost-items.schemas';
import type { CheckedPhoto } from '../photos/photo-check';
import { announce } from '../../realtime/announce';
import { logChange } from '../../realtime/change-log.queries';
import { changeTime } from '../../rooms/change-time';
import { claimClientAction, requestHash, storeAnswer } from '../../rooms/client-actions';
import { findLostItem, searchLostItems } from './lost-items.queries';

type Deps = Pick<Context, 'db' | 'bus'> & { actor: Actor } & HotelScope;

async function found(ctx: Deps, id: string): Promise<LostItem> {
  const item = await findLostItem(ctx.db, id);
  if (!item) fail('NOT_FOUND', 'LOST_ITEM_NOT_FOUND');
  return item;
}

export async function searchItems(ctx: Deps, input: SearchLostItemsInput): Promise<LostItem[]> {
  const hotel = await ctx.db.selectFrom('hotels').select('timezone').where('id', '=', ctx.hotelId).executeTakeFirstOrThrow();
  return searchLostItems(ctx.db, hotel.timezone, { ...input, hotelId: ctx.hotelId });
}

/**
 * Logged by whoever found it (a housekeeper from the room card or a public area, maintenance,
 * the desk); found now, or when the device says (within a day). With the phone's
 * clientActionId it is exactly once (DESIGN §6): a resend from the offline queue answers the
 * item it logged the first time.
 */
export async function createItem(ctx: Deps, input: CreateLostItemInput): Promise<LostItem> {
  const { id, change } = await ctx.db.transaction().execute(async (trx) => {
    const { clientActionId, ...request } = input;
    if (clientActionId) {
      const claim = await claimClientAction(trx, ctx.actor.id, clientActionId, requestHash(request));
      if (claim) return { id: (claim.replay as { id: string }).id, change: null };
    }
    const row = await trx
      .insertInto('lost_items')
      .values({
        hotel_id: ctx.hotelId,
        room_id: input.roomId ?? null,
        area_id: input.areaId ?? null,
        place: input.place,
        description: input.description,
        stored_at: input.storedAt,
        found_by: ctx.actor.id,
        found_at: changeTime(input.foundAt),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const event = { type: 'lost_item.created' as const, subjectId: row.id };
    if (clientActionId) await storeAnswer(trx, ctx.actor.id, clientActionId, { id: row.id });
    return { id: row.id, change: await logChange(trx, { hotelId: ctx.hotelId, kind: 'lost-items', roomIds: input.roomId ? [input.roomId] : [], event }) };
  });
  if (change) announce(ctx, [change]);
  return found(ctx, id);
}

/** The desk marks it returned or disposed (or kept again), or says where it is kept. */
export async function updateItem(ctx: Deps, input: UpdateLostItemInput): Promise<LostItem> {
  const { id, status, description, storedAt } = input;
  if (status === undefined && description === undefined && storedAt === undefined) fail('BAD_REQUEST', 'NOTHING_TO_CHANGE');
  const change = await ctx.db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('lost_items').select('status').where('id', '=', id).where('hotel_id', '=', ctx.hotelId).forUpdate().executeTakeFirst();
    if (!current) fail('NOT_FOUND', 'LOST_ITEM_NOT_FOUND');
    const statusChange = status && status !== current.status ? { status, status_at: new Date(), status_by: ctx.actor.id } : {};
    await trx
      .updateTable('lost_items')
      .set({ ...statusChange, ...(description !== undefined ? { description } : {}), ...(storedAt !== undefined ? { stored_at: storedAt } : {}) })
      .where('id', '=', id)
      .execute();
    return logChange(trx, { hotelId: ctx.hotelId, kind: 'lost-items', subjectId: id });
  });
  announce(ctx, [change]);
  return found(ctx, id);
}

/** One photo per item (DESIGN §18): a new one replaces the last. Checked by magic bytes and size (photo-check.ts). */
/** Who found the item (null once that account is gone): the one besides the desk who reaches its photo. */
export async function lostItemFinder(db: Deps['db'], id: string): Promise<string | null> {
  const item = await db.selectFrom('lost_items').select('found_by').where('id', '=', id).executeTakeFirst();
  return item?.found_by ?? null;
}

export async function setItemPhoto(ctx: Deps, id: string, photo: CheckedPhoto): Promise<LostItem> {
  const change = await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('lost_items')
      .set({ photo: photo.bytes, photo_type: photo.contentType })
      .where('id', '=', id)
      .where('hotel_id', '=', ctx.hotelId)
      .returning('id')
      .executeTakeFirst();
    if (!updated) fail('NOT_FOUND', 'LOST_ITEM_NOT_FOUND');
    return logChange(trx, { hotelId: ctx.hotelId, kind: 'lost-items', subjectId: id });
  });
  announce(ctx, [change]);
  return found(ctx, id);
}

export async function readItemPhoto(ctx: Deps, id: string) {
  const row = await ctx.db.selectFrom('lost_items').select(['photo', 'photo_type']).where('id', '=', id).where('hotel_id', '=', ctx.hotelId).executeTakeFirst();
  if (!row?.photo || !row.photo_type) fail('NOT_FOUND', 'PHOTO_NOT_FOUND');
  return { contentType: row.photo_type, bytes: Buffer.from(row.photo) };
}
