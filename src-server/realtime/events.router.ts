import { z } from 'zod';
import { tracked } from '@trpc/server';
import { router } from '../trpc/init';
import { uuidSchema } from '../../src-shared/auth.schemas';
import { MESSAGES } from '../../src-shared/errors';
import type { HotelStreamEvent } from '../../src-shared/hotel-events';
import { inHotel } from '../trpc/hotel-scope';
import { byHotelId } from '../trpc/hotel-locators';
import { fail } from '../trpc/errors';
import { watchSession } from './session-watch';

export const eventsRouter = router({
  /** Live changes of one hotel over SSE, for as long as the session that opened the stream stands. */
  hotel: inHotel(
    z.object({ hotelId: uuidSchema, lastEventId: z.string().nullish() }),
    byHotelId('hotelId'),
  ).subscription(async function* ({ ctx, signal }) {
    const session = watchSession(ctx.db, ctx.actor, signal!);
    for await (const event of ctx.bus.stream(ctx.hotelId, session.signal)) {
      // Placeholder for the client's types only: the server change (DESIGN §11) replaces this
      // file and yields the hotel's real changes, tracked by their sequence.
      const change = event as unknown as HotelStreamEvent;
      yield tracked(String(change.seq), change);
    }
    // The client hears why the stream ended, and its next request finds the session gone.
    if (session.revoked()) fail('UNAUTHORIZED', MESSAGES.notSignedIn);
  }),
});
