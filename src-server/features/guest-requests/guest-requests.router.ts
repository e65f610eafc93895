import { z } from 'zod';
import { forApiTokens, router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byGuestRequestId, byHotelId, byLateCheckoutRoom } from '../../trpc/hotel-locators';
import { hotelIdInput } from '../../../src-shared/room-ops.schemas';
import { createGuestRequestInput, guestRequest, listGuestRequestsInput, updateGuestRequestInput } from '../../../src-shared/guest-requests.schemas';
import { createRequest, listRequests, myOpenRequests, updateRequest } from './guest-requests.service';

/** Issue 21, DESIGN §18: guest requests, logged by the desk, done by the person they went to. */
export const guestRequestsRouter = router({
  list: inHotel(listGuestRequestsInput, byHotelId('hotelId'), 'admin', 'manager', 'frontdesk')
    .meta(forApiTokens)
    .output(z.array(guestRequest))
    .query(({ ctx, input }) => listRequests(ctx, input)),
  mine: inHotel(hotelIdInput, byHotelId('hotelId'))
    .output(z.array(guestRequest))
    .query(({ ctx }) => myOpenRequests(ctx)),
  // The room decides the hotel; a hotelId in the input must be that one (as a late checkout's).
  create: inHotel(createGuestRequestInput, byLateCheckoutRoom, 'admin', 'manager', 'frontdesk')
    .meta(forApiTokens)
    .output(guestRequest)
    .mutation(({ ctx, input }) => createRequest(ctx, input)),
  update: inHotel(updateGuestRequestInput, byGuestRequestId('id'))
    .meta(forApiTokens)
    .output(guestRequest)
    .mutation(({ ctx, input }) => updateRequest(ctx, input)),
});
