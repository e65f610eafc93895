import { z } from 'zod';
import { router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byHotelId } from '../../trpc/hotel-locators';
import { fixPmsDifferenceInput, hotelPmsInput, pmsDifferences as pmsDifferencesSchema, pmsConnectionAnswer, pmsConnectionView, pmsLog as pmsLogSchema, pmsSyncFailure, pmsFixResult, pmsTestResult, savePmsInput } from '../../../src-shared/pms.schemas';
import { pmsSyncFailures } from './pms-sync-failures.queries';
import { comparePmsNow, fixPmsDifference, pmsDifferences } from './pms-differences.routes.service';
import { getPmsConnection, pmsLog, removePmsConnection, savePmsConnection, testPmsConnection } from './pms-connections.service';
import { MANAGERS } from '../../../src-shared/roles';

const hotel = byHotelId('hotelId');

/** DESIGN §17: a hotel's PMS connection is the admins' (no API token may touch it); managers see which rooms failed to sync. */
export const pmsRouter = router({
  get: inHotel(hotelPmsInput, hotel, 'admin')
    .output(pmsConnectionAnswer)
    .query(({ ctx }) => getPmsConnection(ctx)),
  save: inHotel(savePmsInput, hotel, 'admin')
    .output(z.object({ connection: pmsConnectionView }))
    .mutation(({ ctx, input }) => savePmsConnection(ctx, input)),
  remove: inHotel(hotelPmsInput, hotel, 'admin')
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx }) => removePmsConnection(ctx)),
  test: inHotel(hotelPmsInput, hotel, 'admin')
    .output(pmsTestResult)
    .mutation(({ ctx }) => testPmsConnection(ctx)),
  log: inHotel(hotelPmsInput, hotel, 'admin')
    .output(pmsLogSchema)
    .query(({ ctx }) => pmsLog(ctx)),
  /** DESIGN §19: the rooms whose condition in the PMS differs from ours (last comparison), compare now, and fix one either way. */
  differences: inHotel(hotelPmsInput, hotel, 'admin')
    .output(pmsDifferencesSchema)
    .query(({ ctx }) => pmsDifferences(ctx)),
  compare: inHotel(hotelPmsInput, hotel, 'admin')
    .output(pmsDifferencesSchema.extend({ ok: z.boolean() }))
    .mutation(({ ctx }) => comparePmsNow(ctx)),
  fixDifference: inHotel(fixPmsDifferenceInput, hotel, 'admin')
    .output(pmsFixResult)
    .mutation(({ ctx, input }) => fixPmsDifference(ctx, input)),
  /** The rooms marked 'PMS sync failed' (issue 20 point 3), for the managers' board; none without a connection. */
  syncFailures: inHotel(hotelPmsInput, hotel, ...MANAGERS)
    .output(z.array(pmsSyncFailure))
    .query(({ ctx }) => pmsSyncFailures(ctx.db, ctx.hotelId)),
});
