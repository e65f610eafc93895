import type { HotelLocator } from '../../trpc/hotel-scope';
import { alsoOfHotel, byHotelId } from '../../trpc/hotel-locators';
import type { StatusRowBefore } from './undo.queries';

/**
 * Undo names the hotel and the caller's own earlier change (issue 13): the change must be of
 * that hotel (its rooms' status rows as they were), else there is nothing there to undo (404).
 */
export const byUndoableAction: HotelLocator<{ hotelId: string; actionId: string }> = alsoOfHotel<{ hotelId: string }, { actionId: string }>(
  byHotelId('hotelId'),
  async (db, input, actor) => {
    const row = await db
      .selectFrom('client_actions')
      .select('undo')
      .where('user_id', '=', actor.id)
      .where('client_action_id', '=', input.actionId)
      .executeTakeFirst();
    const hotels = new Set(((row?.undo ?? []) as StatusRowBefore[]).map((before) => before.hotel_id));
    return hotels.size === 1 ? [...hotels][0]! : null;
  },
  'UNDO_NOTHING_TO_UNDO',
);
