import { z } from 'zod';
import { forApiTokens, router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byHotelId } from '../../trpc/hotel-locators';
import { attendantRow, historyRow, reportInput } from '../../../src-shared/room-lifecycle.schemas';
import { attendantReport, dayHistory } from './reports.service';

export const reportsRouter = router({
  attendants: inHotel(reportInput, byHotelId('hotelId'), 'admin', 'manager')
    .meta(forApiTokens)
    .output(z.array(attendantRow))
    .query(({ ctx, input }) => attendantReport(ctx, input.date)),
  history: inHotel(reportInput, byHotelId('hotelId'), 'admin', 'manager')
    .meta(forApiTokens)
    .output(z.array(historyRow))
    .query(({ ctx, input }) => dayHistory(ctx, input.date)),
});
