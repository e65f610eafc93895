import type { Context } from '../../trpc/context';
import { announce } from '../../realtime/announce';
import { logChange } from '../../realtime/change-log.queries';
import { hotelToday, proposeSelf } from './shift.queries';

/**
 * A housekeeper's first sign-in of the hotel day proposes her for the shift: the manager
 * sees her as 'signed in' and confirms (issue 18). Never fails the sign-in.
 */
export async function proposeOnSignIn(ctx: Pick<Context, 'db' | 'bus'>, user: { id: string; role: string; hotel_id: string | null }) {
  if (user.role !== 'housekeeper' || !user.hotel_id) return;
  const hotelId = user.hotel_id;
  try {
    const change = await ctx.db.transaction().execute(async (trx) => {
      const proposed = await proposeSelf(trx, hotelId, await hotelToday(trx, hotelId), user.id);
      return proposed ? logChange(trx, { hotelId, kind: 'shift' }) : null;
    });
    announce(ctx, [change]);
  } catch (error) {
    console.warn('shift proposal not recorded; the manager can still put her on shift', error);
  }
}
