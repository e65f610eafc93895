import { z } from 'zod';
import { forApiTokens, router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byAreaId, byHotelId } from '../../trpc/hotel-locators';
import { areaIdInput, areaRow, createAreaInput, hotelAreasInput, renameAreaInput } from '../../../src-shared/areas.schemas';
import { createArea, deleteArea, listAreas, renameArea } from './areas.service';
import { MANAGERS } from '../../../src-shared/roles';

/**
 * Issue 21, DESIGN §18: a hotel's public places. Everyone of the hotel lists them (a
 * housekeeper logs a find in the gym, the desk a request); managers and admins change them.
 */
export const areasRouter = router({
  byHotel: inHotel(hotelAreasInput, byHotelId('hotelId'))
    .meta(forApiTokens('rooms'))
    .output(z.array(areaRow))
    .query(({ ctx }) => listAreas(ctx)),
  create: inHotel(createAreaInput, byHotelId('hotelId'), ...MANAGERS)
    .output(areaRow)
    .mutation(({ ctx, input }) => createArea(ctx, input)),
  rename: inHotel(renameAreaInput, byAreaId('id'), ...MANAGERS)
    .output(areaRow)
    .mutation(({ ctx, input }) => renameArea(ctx, input)),
  delete: inHotel(areaIdInput, byAreaId('id'), ...MANAGERS)
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) => deleteArea(ctx, input.id)),
});
