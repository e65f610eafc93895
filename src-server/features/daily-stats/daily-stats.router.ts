import { z } from 'zod';
import { roles, router } from '../../trpc/init';
import { dailyStat, dailyStatsInput } from '../../../src-shared/daily-stats.schemas';
import { dailyCleaningStats } from './daily-stats.service';

export const dailyStatsRouter = router({
  byDate: roles('admin', 'manager')
    .input(dailyStatsInput)
    .output(z.array(dailyStat))
    .query(({ ctx, input }) => dailyCleaningStats(ctx, input.hotelId, input.date)),
});
