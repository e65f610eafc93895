import { body, type RestRouter } from '../../http/rest';

export function roomsRest(r: RestRouter) {
  r.get('/api/rooms/hotel/:hotelId', (c, req) => c.rooms.byHotel({ hotelId: req.params.hotelId! }));
  r.get('/api/rooms/:id', (c, req) => c.rooms.byId({ id: req.params.id! }));
  r.post('/api/rooms', (c, req) => c.rooms.create(body(req)));
  r.patch('/api/rooms/:id', (c, req) => c.rooms.update({ ...body(req), id: req.params.id! }));
  r.delete('/api/rooms/:id', (c, req) => c.rooms.delete({ id: req.params.id! }));
}
