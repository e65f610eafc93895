import { body, type RestRouter } from '../../http/rest';

// One parameter name per path position: Fastify merges /api/hotels/:id and /api/hotels/:hotelId/rooms
// into one node, so every /api/hotels/… route names the hotel `hotelId`.
export function hotelsRest(r: RestRouter) {
  r.get('/api/hotels', 'hotels.list', (c) => c.hotels.list());
  r.get('/api/hotels/:hotelId', 'hotels.byId', (c, req) => c.hotels.byId({ id: req.params.hotelId! }));
  r.post('/api/hotels', 'hotels.create', (c, req) => c.hotels.create(body(req)));
  r.patch('/api/hotels/:hotelId', 'hotels.update', (c, req) => c.hotels.update({ ...body(req), id: req.params.hotelId! }));
}
