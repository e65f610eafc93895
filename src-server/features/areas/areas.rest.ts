import { body, type RestRouter } from '../../http/rest';

/** Issue 21: areas. ':id' as in GET /api/hotels/:id (one parameter name per position). */
export function areasRest(r: RestRouter) {
  r.get('/api/hotels/:id/areas', { procedure: 'areas.byHotel', pathInput: { id: 'hotelId' } }, (c, req) => c.areas.byHotel({ hotelId: req.params.id! }));
  r.post('/api/hotels/:id/areas', { procedure: 'areas.create', pathInput: { id: 'hotelId' } }, (c, req) =>
    c.areas.create({ name: body(req).name, hotelId: req.params.id! }),
  );
  r.patch('/api/areas/:id', 'areas.rename', (c, req) => c.areas.rename({ name: body(req).name, id: req.params.id! }));
  r.delete('/api/areas/:id', 'areas.delete', (c, req) => c.areas.delete({ id: req.params.id! }));
}
