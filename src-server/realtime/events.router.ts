import { z } from 'zod';
import { authedProcedure, router } from '../trpc/init';
import { uuidSchema } from '../../src-shared/auth.schemas';
import { requireSameHotel } from '../trpc/hotel-scope';
import { MESSAGES } from '../../src-shared/errors';
import type { HotelEvent } from './event-bus';

export const eventsRouter = router({
  /** Live changes of one hotel over SSE; the client refetches what each event names. */
  hotel: authedProcedure.input(z.object({ hotelId: uuidSchema })).subscription(async function* ({ ctx, input, signal }) {
    requireSameHotel(ctx.actor, input.hotelId, MESSAGES.hotelNotFound);
    for await (const event of ctx.bus.stream(input.hotelId, signal!)) {
      yield event satisfies HotelEvent;
    }
  }),
});
