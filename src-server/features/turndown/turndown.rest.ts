import { body, type RestRouter } from '../../http/rest';

export function turndownRest(r: RestRouter) {
  // ':id' as in GET /api/hotels/:id (one parameter name per position in the route table).
  r.get('/api/hotels/:id/turndowns', { procedure: 'turndown.tonight', pathInput: { id: 'hotelId' } }, (c, req) =>
    c.turndown.tonight({ hotelId: req.params.id!, ...(req.query.date !== undefined ? { date: req.query.date } : {}) }),
  );
  r.put('/api/hotels/:id/evening-roster', { procedure: 'turndown.setRoster', pathInput: { id: 'hotelId' } }, (c, req) =>
    c.turndown.setRoster({ ...body(req), hotelId: req.params.id! }),
  );
  r.post('/api/rooms/:id/turndown', { procedure: 'turndown.done', pathInput: { id: 'roomId' } }, (c, req) =>
    // A phone's body (DESIGN §6): its clientActionId and the time of the tap; none from a plain client.
    c.turndown.done({ ...body(req), roomId: req.params.id! }),
  );
}
