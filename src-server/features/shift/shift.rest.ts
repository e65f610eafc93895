import { body, type RestRouter } from '../../http/rest';

export function shiftRest(r: RestRouter) {
  // ':id' as in GET /api/hotels/:id (one parameter name per position in the route table).
  r.get('/api/hotels/:id/shift', { procedure: 'shift.byDate', pathInput: { id: 'hotelId' } }, (c, req) =>
    c.shift.byDate({ hotelId: req.params.id!, ...(req.query.date !== undefined ? { date: req.query.date } : {}) }),
  );
  r.put('/api/hotels/:id/shift', { procedure: 'shift.set', pathInput: { id: 'hotelId' } }, (c, req) =>
    c.shift.set({ ...body(req), hotelId: req.params.id! }),
  );
}
