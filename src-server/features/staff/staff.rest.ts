import { body, type RestRouter } from '../../http/rest';

export function staffRest(r: RestRouter) {
  r.get('/api/profiles/pending/all', (c) => c.staff.pending());
  r.get('/api/profiles', (c) => c.staff.list());
  r.get('/api/profiles/hotel/:hotelId', (c, req) => c.staff.byHotel({ hotelId: req.params.hotelId! }));
  r.patch('/api/profiles/:id', (c, req) => c.staff.update({ ...body(req), id: req.params.id! }));
}
