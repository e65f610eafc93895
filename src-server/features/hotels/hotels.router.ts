import { z } from 'zod';
import { authedProcedure, roles, router } from '../../trpc/init';
import { createHotelInput, hotelIdInput, hotelOutput, updateHotelInput } from '../../../src-shared/hotels.schemas';
import { createHotel, getHotel, listHotels, updateHotel } from './hotels.service';

export const hotelsRouter = router({
  list: authedProcedure.output(z.array(hotelOutput)).query(({ ctx }) => listHotels(ctx)),
  byId: authedProcedure
    .input(hotelIdInput)
    .output(hotelOutput)
    .query(({ ctx, input }) => getHotel(ctx, input.id)),
  create: roles('admin').input(createHotelInput).output(hotelOutput).mutation(({ ctx, input }) => createHotel(ctx, input)),
  update: roles('admin').input(updateHotelInput).output(hotelOutput).mutation(({ ctx, input }) => updateHotel(ctx, input)),
});
