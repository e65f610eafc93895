import type { HotelLocator } from '../../trpc/hotel-scope';
import { alsoOfHotel, byHotelId } from '../../trpc/hotel-locators';
import type { StatusRowBefore } from './undo.queries';
import { handOverHotel } from '../shift/shift.public';

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
    if (hotels.size === 1) return [...hotels][0]!;
    // A hand over that moved no room is of the hotel whose shift it changed (issue 18).
    return row && hotels.size === 0 ? handOverHotel(db, input.actionId) : null;
  },
  'UNDO_NOTHING_TO_UNDO',
);
