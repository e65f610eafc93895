import { body, type RestRouter } from '../../http/rest';

export function hotelsRest(r: RestRouter) {
  r.get('/api/hotels', 'hotels.list', (c) => c.hotels.list());
  r.get('/api/hotels/:id', 'hotels.byId', (c, req) => c.hotels.byId({ id: req.params.id! }));
  r.post('/api/hotels', 'hotels.create', (c, req) => c.hotels.create(body(req)));
  r.patch('/api/hotels/:id', 'hotels.update', (c, req) => c.hotels.update({ ...body(req), id: req.params.id! }));
}
