import { z } from 'zod';
import { router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byHotelId, byRoomId } from '../../trpc/hotel-locators';
import { HOUSEKEEPING, MANAGERS, inGroup } from '../../../src-shared/roles';
import { setEveningRosterInput, turndownDoneInput, turndownList, turndownsInput } from '../../../src-shared/turndown.schemas';
import { setEveningRoster, tonight, turndownDone } from './turndown.service';

/**
 * The evening turndown (issue 32): managers and admins see tonight's list and set the evening
 * roster; a housekeeper sees her own rooms and records those she did.
 */
export const turndownRouter = router({
  tonight: inHotel(turndownsInput, byHotelId('hotelId'), ...HOUSEKEEPING)
    .output(turndownList)
    // Managers and admins see the whole list; an attendant her own rooms.
    .query(({ ctx, input }) => tonight(ctx, input, ctx.actor.kind === 'user' && !inGroup(MANAGERS, ctx.actor.role) ? ctx.actor.id : null)),
  setRoster: inHotel(setEveningRosterInput, byHotelId('hotelId'), ...MANAGERS)
    .output(turndownList)
    .mutation(({ ctx, input }) => setEveningRoster(ctx, input)),
  done: inHotel(turndownDoneInput, byRoomId('roomId'), ...HOUSEKEEPING)
    .output(z.object({ roomId: z.string(), date: z.string() }))
    .mutation(({ ctx, input }) => turndownDone(ctx, input)),
});
