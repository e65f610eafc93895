import { forApiTokens, router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byHotelId, byRoomId, byRoomIdRemembered } from '../../trpc/hotel-locators';
import { boardRoom } from '../../../src-shared/room-ops.schemas';
import {
  cleaningTypeInput,
  clearDeferralInput,
  deferInput,
  inspectionInput,
  inspectionSettingInput,
  priorityInput,
  timerInput,
} from '../../../src-shared/room-lifecycle.schemas';
import { CLEANING_TYPE_ROLES, INSPECTOR_ROLES } from '../../../src-shared/room-status';
import { hotelOutput } from '../../../src-shared/hotels.schemas';
import { setRoomPriority } from './priority.service';
import { changeCleaningType } from './cleaning-type.service';
import { clearRoomDeferral, deferRoom } from './deferral.service';
import { changeRoomTimer } from './timer.service';
import { inspectRoom } from './inspection.service';
import { setInspectionRequired } from './inspection-setting.service';
import { HOUSEKEEPING, MANAGERS, OFFICE } from '../../../src-shared/roles';

/** The room lifecycle (DESIGN §12): rush, service deferred, the clock, inspection. */
export const roomLifecycleRouter = router({
  priority: inHotel(priorityInput, byRoomId('roomId'), ...OFFICE)
    .meta(forApiTokens('rooms'))
    .output(boardRoom)
    .mutation(({ ctx, input }) => setRoomPriority(ctx, input)),
  cleaningType: inHotel(cleaningTypeInput, byRoomId('roomId'), ...CLEANING_TYPE_ROLES)
    .meta(forApiTokens('rooms'))
    .output(boardRoom)
    .mutation(({ ctx, input }) => changeCleaningType(ctx, input)),
  defer: inHotel(deferInput, byRoomId('roomId'), ...HOUSEKEEPING)
    .output(boardRoom)
    .mutation(({ ctx, input }) => deferRoom(ctx, input)),
  clearDeferral: inHotel(clearDeferralInput, byRoomId('roomId'), ...HOUSEKEEPING)
    .output(boardRoom)
    .mutation(({ ctx, input }) => clearRoomDeferral(ctx, input)),
  timer: inHotel(timerInput, byRoomIdRemembered('roomId'), 'housekeeper')
    .output(boardRoom)
    .mutation(({ ctx, input }) => changeRoomTimer(ctx, input)),
  inspect: inHotel(inspectionInput, byRoomId('roomId'), ...INSPECTOR_ROLES)
    .output(boardRoom)
    .mutation(({ ctx, input }) => inspectRoom(ctx, input)),
  /** The hotel's inspection setting from the manager's screen; admins also set it with Edit Hotel. */
  setInspection: inHotel(inspectionSettingInput, byHotelId('hotelId'), ...MANAGERS)
    .output(hotelOutput)
    .mutation(({ ctx, input }) => setInspectionRequired(ctx, input.inspectionRequired)),
});

