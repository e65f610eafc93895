import { body, type RestRouter } from '../../http/rest';

// ':id' in every position, as the other /api/hotels/{id} and /api/rooms/{id} routes name it.
const hotel = { pathInput: { id: 'hotelId' } };
const room = { pathInput: { id: 'roomId' } };

/** DESIGN §20: checklists and scored inspections. */
export function checklistsRest(r: RestRouter) {
  r.get('/api/hotels/:id/checklists', { procedure: 'checklists.byHotel', ...hotel }, (c, req) => c.checklists.byHotel({ hotelId: req.params.id! }));
  r.post('/api/hotels/:id/checklists', { procedure: 'checklists.create', ...hotel }, (c, req) => c.checklists.create({ ...body(req), hotelId: req.params.id! }));
  r.patch('/api/checklists/:id', 'checklists.update', (c, req) => c.checklists.update({ ...body(req), id: req.params.id! }));
  r.post('/api/checklists/:id/move', 'checklists.move', (c, req) => c.checklists.move({ ...body(req), id: req.params.id! }));
  r.delete('/api/checklists/:id', 'checklists.delete', (c, req) => c.checklists.delete({ id: req.params.id! }));
  r.post('/api/rooms/:id/inspections', { procedure: 'inspections.submit', ...room }, (c, req) => c.inspections.submit({ ...body(req), roomId: req.params.id! }));
}
