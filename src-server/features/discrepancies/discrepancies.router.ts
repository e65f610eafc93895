import { z } from 'zod';
import { forApiTokens, router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byDiscrepancyId, byHotelId, byRoomId } from '../../trpc/hotel-locators';
import { discrepanciesByDayInput, discrepancy, recordFindingInput, resolveDiscrepancyInput } from '../../../src-shared/discrepancies.schemas';
import { discrepanciesOfDay, recordFinding, resolveDiscrepancy } from './discrepancies.service';

/** Discrepancies (DESIGN §17): housekeepers (and managers) record findings; the desk and managers read and resolve them. */
export const discrepanciesRouter = router({
  record: inHotel(recordFindingInput, byRoomId('roomId'), 'admin', 'manager', 'housekeeper')
    .output(discrepancy)
    .mutation(({ ctx, input }) => recordFinding(ctx, input)),
  byDay: inHotel(discrepanciesByDayInput, byHotelId('hotelId'), 'admin', 'manager', 'frontdesk')
    .meta(forApiTokens)
    .output(z.array(discrepancy))
    .query(({ ctx, input }) => discrepanciesOfDay(ctx, input.date)),
  resolve: inHotel(resolveDiscrepancyInput, byDiscrepancyId('id'), 'admin', 'manager', 'frontdesk')
    .meta(forApiTokens)
    .output(discrepancy)
    .mutation(({ ctx, input }) => resolveDiscrepancy(ctx, input)),
});
