import { z } from 'zod';
import { forApiTokens, router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byHotelId } from '../../trpc/hotel-locators';
import { attendantRow, historyRow, reportInput } from '../../../src-shared/room-lifecycle.schemas';
import { attendantReport, dayHistory } from './reports.service';
import { MANAGERS } from '../../../src-shared/roles';

export const reportsRouter = router({
  attendants: inHotel(reportInput, byHotelId('hotelId'), ...MANAGERS)
    .meta(forApiTokens('reports'))
    .output(z.array(attendantRow))
    .query(({ ctx, input }) => attendantReport(ctx, input.date)),
  history: inHotel(reportInput, byHotelId('hotelId'), ...MANAGERS)
    .meta(forApiTokens('reports'))
    .output(z.array(historyRow))
    .query(({ ctx, input }) => dayHistory(ctx, input.date)),
});
