import { router, forApiTokens } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byHotelId } from '../../trpc/hotel-locators';
import { hotelDayInput, occupancyDay, occupancyWritten, putOccupancyInput, dayPlanInput, dayPlan as dayPlanOutput } from '../../../src-shared/occupancy.schemas';
import { hotelMappingInput, importOccupancyInput, putMappingInput, savedMapping } from '../../../src-shared/occupancy-import.schemas';
import { cleaningRules, hotelRulesInput, putCleaningRulesInput } from '../../../src-shared/cleaning-rules.schemas';
import { getOccupancy, putOccupancy } from './occupancy.service';
import { findMapping, importOccupancy, saveMapping } from './occupancy-import.service';
import { dayPlan } from './day-plan.service';
import { findRules, saveRules } from './cleaning-rules.queries';
import { MANAGERS, OFFICE } from '../../../src-shared/roles';

/** Who keeps the day's occupancy (DESIGN §17): the desk and managers, and the PMS through an API token. */
const DESK = OFFICE;
const hotel = byHotelId('hotelId');

export const occupancyRouter = router({
  byDay: inHotel(hotelDayInput, hotel, ...DESK)
    .meta(forApiTokens('occupancy'))
    .output(occupancyDay)
    .query(({ ctx, input }) => getOccupancy(ctx, input.date)),
  put: inHotel(putOccupancyInput, hotel, ...DESK)
    .meta(forApiTokens('occupancy'))
    .output(occupancyWritten)
    .mutation(({ ctx, input }) => putOccupancy(ctx, input)),
  import: inHotel(importOccupancyInput, hotel, ...DESK)
    .meta(forApiTokens('occupancy'))
    .output(occupancyWritten)
    .mutation(({ ctx, input }) => importOccupancy(ctx, input)),
  mapping: inHotel(hotelMappingInput, hotel, ...DESK)
    .output(savedMapping)
    .query(async ({ ctx }) => ({ mapping: await findMapping(ctx.db, ctx.hotelId) })),
  saveMapping: inHotel(putMappingInput, hotel, ...DESK)
    .output(savedMapping)
    .mutation(async ({ ctx, input }) => {
      await saveMapping(ctx.db, ctx.hotelId, input.mapping);
      return { mapping: input.mapping };
    }),
  // The cadence and the plan are the manager's (and the admin's).
  rules: inHotel(hotelRulesInput, hotel, ...MANAGERS)
    .output(cleaningRules)
    .query(({ ctx }) => findRules(ctx.db, ctx.hotelId)),
  saveRules: inHotel(putCleaningRulesInput, hotel, ...MANAGERS)
    .output(cleaningRules)
    .mutation(async ({ ctx, input }) => {
      const { hotelId: _hotelId, ...rules } = input;
      await saveRules(ctx.db, ctx.hotelId, rules);
      return rules;
    }),
  dayPlan: inHotel(dayPlanInput, hotel, ...MANAGERS)
    .output(dayPlanOutput)
    .mutation(({ ctx, input }) => dayPlan(ctx, input)),
});
