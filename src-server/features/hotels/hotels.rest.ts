import { body, type RestRouter } from '../../http/rest';

export function hotelsRest(r: RestRouter) {
  r.get('/api/hotels', (c) => c.hotels.list());
  r.get('/api/hotels/:id', (c, req) => c.hotels.byId({ id: req.params.id! }));
  r.post('/api/hotels', (c, req) => c.hotels.create(body(req)));
  r.patch('/api/hotels/:id', (c, req) => c.hotels.update({ ...body(req), id: req.params.id! }));
}
