import { body, type RestRouter } from '../../http/rest';

export function staffRest(r: RestRouter) {
  r.get('/api/profiles/pending/all', 'staff.pending', (c) => c.staff.pending());
  r.get('/api/profiles', 'staff.list', (c) => c.staff.list());
  r.get('/api/profiles/hotel/:hotelId', 'staff.byHotel', (c, req) => c.staff.byHotel({ hotelId: req.params.hotelId! }));
  r.patch('/api/profiles/:id', 'staff.update', (c, req) => c.staff.update({ ...body(req), id: req.params.id! }));
}
