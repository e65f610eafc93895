import { z } from 'zod';
import { forApiTokens, router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byDiscrepancyId, byHotelId, byRoomId } from '../../trpc/hotel-locators';
import { discrepanciesByDayInput, discrepanciesPageInput, discrepancy, discrepancyPage, recordFindingInput, resolveDiscrepancyInput } from '../../../src-shared/discrepancies.schemas';
import { pageDiscrepancies } from './discrepancy-page.queries';
import { discrepanciesOfDay, recordFinding, resolveDiscrepancy } from './discrepancies.service';
import { HOUSEKEEPING, OFFICE } from '../../../src-shared/roles';

/** Discrepancies (DESIGN §17): housekeepers (and managers) record findings; the desk and managers read and resolve them. */
export const discrepanciesRouter = router({
  record: inHotel(recordFindingInput, byRoomId('roomId'), ...HOUSEKEEPING)
    .output(discrepancy)
    .mutation(({ ctx, input }) => recordFinding(ctx, input)),
  byDay: inHotel(discrepanciesByDayInput, byHotelId('hotelId'), ...OFFICE)
    .meta(forApiTokens('discrepancies'))
    .output(z.array(discrepancy))
    .query(({ ctx, input }) => discrepanciesOfDay(ctx, input.date)),
  /** A page of the day's findings (open, resolved or DND), for the desk's 'Show more'; byDay stays the whole day. */
  page: inHotel(discrepanciesPageInput, byHotelId('hotelId'), ...OFFICE)
    .meta(forApiTokens('discrepancies'))
    .output(discrepancyPage)
    .query(({ ctx, input }) => pageDiscrepancies(ctx.db, ctx.hotelId, input)),
  resolve: inHotel(resolveDiscrepancyInput, byDiscrepancyId('id'), ...OFFICE)
    .meta(forApiTokens('discrepancies'))
    .output(discrepancy)
    .mutation(({ ctx, input }) => resolveDiscrepancy(ctx, input)),
});
