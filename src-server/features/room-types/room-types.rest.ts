import { body, type RestRouter } from '../../http/rest';

export function roomTypesRest(r: RestRouter) {
  // ':id' as in GET /api/hotels/:id: Fastify's route printout (the route table the tests read) needs one name per position.
  r.get('/api/hotels/:id/room-types', { procedure: 'roomTypes.byHotel', pathInput: { id: 'hotelId' } }, (c, req) =>
    c.roomTypes.byHotel({ hotelId: req.params.id! }),
  );
  r.post('/api/hotels/:id/room-types', { procedure: 'roomTypes.create', pathInput: { id: 'hotelId' } }, (c, req) =>
    c.roomTypes.create({ ...body(req), hotelId: req.params.id! }),
  );
  r.patch('/api/room-types/:id', 'roomTypes.update', (c, req) => c.roomTypes.update({ ...body(req), id: req.params.id! }));
  r.delete('/api/room-types/:id', 'roomTypes.delete', (c, req) => c.roomTypes.delete({ id: req.params.id! }));
  // 'Rooms 101-120 are Queen': { hotelId, roomNumbers, roomTypeId }, like bulk dirty.
  r.post('/api/rooms/bulk-room-type', 'roomTypes.setByNumbers', (c, req) => c.roomTypes.setByNumbers(body(req)));
}
