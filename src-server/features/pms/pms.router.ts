import { z } from 'zod';
import { router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byHotelId } from '../../trpc/hotel-locators';
import { hotelPmsInput, pmsConnectionAnswer, pmsConnectionView, pmsLog as pmsLogSchema, pmsSyncFailure, pmsTestResult, savePmsInput } from '../../../src-shared/pms.schemas';
import { pmsSyncFailures } from './pms-sync-failures.queries';
import { getPmsConnection, pmsLog, removePmsConnection, savePmsConnection, testPmsConnection } from './pms-connections.service';

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
  /** The rooms marked 'PMS sync failed' (issue 20 point 3), for the managers' board; none without a connection. */
  syncFailures: inHotel(hotelPmsInput, hotel, 'admin', 'manager')
    .output(z.array(pmsSyncFailure))
    .query(({ ctx }) => pmsSyncFailures(ctx.db, ctx.hotelId)),
});
