import type { Context, Actor } from '../../trpc/context';
import type { Hotel } from '../../db/types';
import { MESSAGES } from '../../../src-shared/errors';
import { fail } from '../../trpc/errors';
import { requireSameHotel } from '../../trpc/hotel-scope';

/** What a hotel-scoped read needs: the database and who is asking. */
export type ActorDeps = Pick<Context, 'db'> & { actor: Actor };
/** A write also publishes its hotel event after commit (DESIGN §7). */
export type WriteDeps = ActorDeps & Pick<Context, 'bus'>;

/**
 * The hotel, when it exists and the actor may read it; otherwise 404 'Hotel not found',
 * so another hotel's id reads exactly like an id that does not exist.
 */
export async function requireHotelAccess({ db, actor }: ActorDeps, hotelId: string): Promise<Hotel> {
  requireSameHotel(actor, hotelId, MESSAGES.hotelNotFound);
  const hotel = await db.selectFrom('hotels').selectAll().where('id', '=', hotelId).executeTakeFirst();
  if (!hotel) fail('NOT_FOUND', MESSAGES.hotelNotFound);
  return hotel;
}
