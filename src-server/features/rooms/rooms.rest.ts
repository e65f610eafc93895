import { body, type RestRouter } from '../../http/rest';

export function roomsRest(r: RestRouter) {
  r.get('/api/rooms/hotel/:hotelId', 'rooms.byHotel', (c, req) => c.rooms.byHotel({ hotelId: req.params.hotelId! }));
  r.get('/api/rooms/:id', 'rooms.byId', (c, req) => c.rooms.byId({ id: req.params.id! }));
  r.post('/api/rooms', 'rooms.create', (c, req) => c.rooms.create(body(req)));
  // Add Rooms (issue 13): { rooms: '101-120, 130' } into an existing hotel.
  r.post('/api/hotels/:id/rooms', { procedure: 'rooms.addMany', pathInput: { id: 'hotelId' } }, (c, req) => c.rooms.addMany({ ...body(req), hotelId: req.params.id! }));
  r.patch('/api/rooms/:id', 'rooms.update', (c, req) => c.rooms.update({ ...body(req), id: req.params.id! }));
  r.delete('/api/rooms/:id', 'rooms.delete', (c, req) => c.rooms.delete({ id: req.params.id! }));
}
