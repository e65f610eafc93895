import { z } from 'zod';
import { authedProcedure, forApiTokens, roles, router } from '../../trpc/init';
import { hotelsInView, inHotel } from '../../trpc/hotel-scope';
import { byHotelId } from '../../trpc/hotel-locators';
import { createHotelInput, hotelIdInput, hotelOutput, updateHotelInput } from '../../../src-shared/hotels.schemas';
import { createHotel, getHotel, listHotels, updateHotel } from './hotels.service';

export const hotelsRouter = router({
  list: authedProcedure.output(z.array(hotelOutput)).query(({ ctx }) => listHotels(ctx.db, hotelsInView(ctx.actor))),
  byId: inHotel(hotelIdInput, byHotelId('id'))
    .meta(forApiTokens('rooms'))
    .output(hotelOutput)
    .query(({ ctx }) => getHotel(ctx, ctx.hotelId)),
  create: roles('admin').input(createHotelInput).output(hotelOutput).mutation(({ ctx, input }) => createHotel(ctx, input)),
  update: inHotel(updateHotelInput, byHotelId('id'), 'admin')
    .output(hotelOutput)
    .mutation(({ ctx, input }) => updateHotel(ctx, input)),
});
