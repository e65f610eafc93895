import { z } from 'zod';
import { tracked } from '@trpc/server';
import { router } from '../trpc/init';
import { uuidSchema } from '../../src-shared/auth.schemas';
import { inHotel } from '../trpc/hotel-scope';
import { byHotelId } from '../trpc/hotel-locators';
import { fail } from '../trpc/errors';
import { watchSession } from './session-watch';

/** The stream's event ids are the hotel's change sequence values (DESIGN §11). */
const seqSchema = z.string().regex(/^\d{1,15}$/, 'Invalid change sequence');

export const eventsRouter = router({
  /**
   * Live changes of one hotel over SSE, each carrying the changed data, for as long as the
   * session that opened the stream stands. A reconnecting client sends the last event id it
   * saw (tRPC does this itself for tracked events) and is caught up from the change log.
   */
  hotel: inHotel(z.object({ hotelId: uuidSchema, lastEventId: seqSchema.nullish() }), byHotelId('hotelId')).subscription(
    async function* ({ ctx, input, signal }) {
      // Users only: no API token reaches a procedure that does not declare tokens (init.ts).
      if (ctx.actor.kind !== 'user') fail('FORBIDDEN', 'API_TOKEN_NOT_ALLOWED');
      const session = watchSession(ctx.db, ctx.actor, ctx.hotelId, signal!);
      const since = input.lastEventId ? Number(input.lastEventId) : null;
      for await (const event of ctx.feed.stream(ctx.hotelId, since, session.signal)) {
        yield tracked(String(event.seq), event);
      }
      // The client hears why the stream ended, and its next request finds the session gone.
      if (session.revoked()) fail('UNAUTHORIZED', 'NOT_SIGNED_IN');
    },
  ),
});
