import { z } from 'zod';
import { forApiTokens, requireRole, router } from '../../trpc/init';
import type { Actor } from '../../trpc/context';
import { OFFICE, type Role } from '../../../src-shared/roles';
import { inHotel, inHotelOwnOr } from '../../trpc/hotel-scope';
import { byGuestRequestId, byHotelId, byLateCheckoutRoom } from '../../trpc/hotel-locators';
import { hotelIdInput } from '../../../src-shared/room-ops.schemas';
import { createGuestRequestInput, guestRequest, listGuestRequestsInput, updateGuestRequestInput } from '../../../src-shared/guest-requests.schemas';
import { createRequest, listRequests, myOpenRequests, requestEdits, updateRequest } from './guest-requests.service';
import { guestRequestAssignee } from './guest-requests.queries';

/** The desk (and managers, admins, integrations) run requests; anyone else only does the ones given to them. */
const REQUEST_DESK: readonly Role[] = OFFICE;
const runsRequests = (actor: Actor) => actor.kind === 'token' || REQUEST_DESK.includes(actor.role);

/** Issue 21, DESIGN §18: guest requests, logged by the desk, done by the person they went to. */
export const guestRequestsRouter = router({
  list: inHotel(listGuestRequestsInput, byHotelId('hotelId'), ...REQUEST_DESK)
    .meta(forApiTokens('guest-requests'))
    .output(z.array(guestRequest))
    .query(({ ctx, input }) => listRequests(ctx, input)),
  mine: inHotel(hotelIdInput, byHotelId('hotelId'))
    .output(z.array(guestRequest))
    .query(({ ctx }) => myOpenRequests(ctx)),
  // The room decides the hotel; a hotelId in the input must be that one (as a late checkout's).
  create: inHotel(createGuestRequestInput, byLateCheckoutRoom, ...REQUEST_DESK)
    .meta(forApiTokens('guest-requests'))
    .output(guestRequest)
    .mutation(({ ctx, input }) => createRequest(ctx, input)),
  // The person it was given to may mark it done (403 for anyone else of the hotel); the rest is the desk's.
  update: inHotelOwnOr(updateGuestRequestInput, byGuestRequestId('id'), guestRequestAssignee, REQUEST_DESK)
    .use(({ ctx, input, next }) => {
      if (input.status !== 'done' || requestEdits(input).length > 0) requireRole(ctx.actor, REQUEST_DESK);
      return next();
    })
    .meta(forApiTokens('guest-requests'))
    .output(guestRequest)
    .mutation(({ ctx, input }) => updateRequest(ctx, input, runsRequests(ctx.actor))),
});
