import type { Actor } from './context';
import { MESSAGES } from '../../src-shared/errors';
import { fail } from './errors';

/** Staff act only in their own hotel; admins in any (DESIGN §2). */
export function actorReachesHotel(actor: Pick<Actor, 'role' | 'hotelId'>, hotelId: string): boolean {
  return actor.role === 'admin' || actor.hotelId === hotelId;
}

/** Another hotel's id is answered as if it did not exist: 404, never 403 (DESIGN §4). */
export function requireSameHotel(actor: Pick<Actor, 'role' | 'hotelId'>, hotelId: string | undefined, what: string = MESSAGES.notFound) {
  if (!hotelId || !actorReachesHotel(actor, hotelId)) fail('NOT_FOUND', what);
}
