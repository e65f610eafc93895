import { body, type RestRouter } from '../../http/rest';

export function rolesRest(r: RestRouter) {
  r.get('/api/roles/user/:id', { procedure: 'roles.forUser', pathInput: { id: 'userId' } }, (c, req) => c.roles.forUser({ userId: req.params.id! }));
  r.patch('/api/roles/user/:id', { procedure: 'roles.update', pathInput: { id: 'userId' } }, (c, req) => c.roles.update({ ...body(req), userId: req.params.id! }));
  r.get('/api/roles/hotel/:hotelId', 'roles.byHotel', (c, req) => c.roles.byHotel({ hotelId: req.params.hotelId! }));
}
