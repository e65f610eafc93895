import { body, type RestRouter } from '../../http/rest';

export function roomTypesRest(r: RestRouter) {
  r.get('/api/hotels/:hotelId/room-types', 'roomTypes.byHotel', (c, req) => c.roomTypes.byHotel({ hotelId: req.params.hotelId! }));
  r.post('/api/hotels/:hotelId/room-types', 'roomTypes.create', (c, req) => c.roomTypes.create({ ...body(req), hotelId: req.params.hotelId! }));
  r.patch('/api/room-types/:id', 'roomTypes.update', (c, req) => c.roomTypes.update({ ...body(req), id: req.params.id! }));
  r.delete('/api/room-types/:id', 'roomTypes.delete', (c, req) => c.roomTypes.delete({ id: req.params.id! }));
  // 'Rooms 101-120 are Queen': { hotelId, roomNumbers, roomTypeId }, like bulk dirty.
  r.post('/api/rooms/bulk-room-type', 'roomTypes.setByNumbers', (c, req) => c.roomTypes.setByNumbers(body(req)));
}
