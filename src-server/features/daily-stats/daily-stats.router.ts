import { z } from 'zod';
import { forApiTokens, router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byHotelId } from '../../trpc/hotel-locators';
import { dailyStat, dailyStatsInput } from '../../../src-shared/daily-stats.schemas';
import { dailyCleaningStats } from './daily-stats.service';
import { MANAGERS } from '../../../src-shared/roles';

export const dailyStatsRouter = router({
  byDate: inHotel(dailyStatsInput, byHotelId('hotelId'), ...MANAGERS)
    .meta(forApiTokens('reports'))
    .output(z.array(dailyStat))
    .query(({ ctx, input }) => dailyCleaningStats(ctx, ctx.hotelId, input.date)),
});
