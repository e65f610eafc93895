import { z } from 'zod';
import { forApiTokens, roles, router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byHotelId } from '../../trpc/hotel-locators';
import { fail } from '../../trpc/errors';
import { analyticsResult, chainInput, chainRow, myScoreDay, myScoresInput, rangeInput, scoreRow, scoresInput } from '../../../src-shared/analytics.schemas';
import { chainAnalytics, hotelAnalytics } from './analytics.service';
import { inspectionScores, myScores } from './scores.service';
import { MANAGERS } from '../../../src-shared/roles';

/** DESIGN §20 (scores) and §21 (analytics): managers, admins and read tokens with the reports scope; each attendant her own trend. */
export const analyticsRouter = router({
  series: inHotel(rangeInput, byHotelId('hotelId'), ...MANAGERS)
    .meta(forApiTokens('reports'))
    .output(analyticsResult)
    .query(({ ctx, input }) => hotelAnalytics(ctx.db, ctx.hotelId, input.from, input.to)),
  scores: inHotel(scoresInput, byHotelId('hotelId'), ...MANAGERS)
    .meta(forApiTokens('reports'))
    .output(z.array(scoreRow))
    .query(({ ctx, input }) => inspectionScores(ctx.db, ctx.hotelId, input)),
  /** The chain view: every hotel side by side, for admins only. */
  chain: roles('admin')
    .input(chainInput)
    .output(z.array(chainRow))
    .query(({ ctx, input }) => chainAnalytics(ctx.db, input.from, input.to)),
  /** Her own scores, day by day, in her own hotel: never anyone else's. */
  myScores: roles('housekeeper')
    .input(myScoresInput)
    .output(z.array(myScoreDay))
    .query(({ ctx, input }) => {
      if (!ctx.actor.hotelId) fail('NOT_FOUND', 'HOTEL_NOT_FOUND');
      return myScores(ctx.db, ctx.actor.id, ctx.actor.hotelId, input);
    }),
});
