import { z } from 'zod';
import { router } from '../trpc/init';
import { uuidSchema } from '../../src-shared/auth.schemas';
import { MESSAGES } from '../../src-shared/errors';
import { inHotel } from '../trpc/hotel-scope';
import { byHotelId } from '../trpc/hotel-locators';
import { fail } from '../trpc/errors';
import type { HotelEvent } from './event-bus';
import { watchSession } from './session-watch';

export const eventsRouter = router({
  /** Live changes of one hotel over SSE, for as long as the session that opened the stream stands. */
  hotel: inHotel(z.object({ hotelId: uuidSchema }), byHotelId('hotelId')).subscription(async function* ({ ctx, signal }) {
    const session = watchSession(ctx.db, ctx.actor, signal!);
    for await (const event of ctx.bus.stream(ctx.hotelId, session.signal)) {
      yield event satisfies HotelEvent;
    }
    // The client hears why the stream ended, and its next request finds the session gone.
    if (session.revoked()) fail('UNAUTHORIZED', MESSAGES.notSignedIn);
  }),
});
