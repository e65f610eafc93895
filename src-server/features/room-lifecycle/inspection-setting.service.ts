import type { Context, Actor } from '../../trpc/context';
import type { HotelScope } from '../../trpc/hotel-scope';
import type { HotelView } from '../../../src-shared/hotels.schemas';
import { updateHotel } from '../hotels/hotels.public';

type Deps = Pick<Context, 'db' | 'bus'> & { actor: Actor } & HotelScope;

/** Inspection on or off for the hotel the middleware allowed: the same change as Edit Hotel's. */
export function setInspectionRequired(ctx: Deps, inspectionRequired: boolean): Promise<HotelView> {
  return updateHotel(ctx, { id: ctx.hotelId, inspectionRequired });
}
