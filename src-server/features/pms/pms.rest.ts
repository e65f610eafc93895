import { body, type RestRouter } from '../../http/rest';

/** DESIGN §17. ':id' as in GET /api/hotels/:id: one parameter name per position in the route table. */
export function pmsRest(r: RestRouter) {
  const pathInput = { id: 'hotelId' };
  r.get('/api/hotels/:id/pms', { procedure: 'pms.get', pathInput }, (c, req) => c.pms.get({ hotelId: req.params.id! }));
  r.put('/api/hotels/:id/pms', { procedure: 'pms.save', pathInput }, (c, req) => c.pms.save({ ...body(req), hotelId: req.params.id! }));
  r.delete('/api/hotels/:id/pms', { procedure: 'pms.remove', pathInput }, (c, req) => c.pms.remove({ hotelId: req.params.id! }));
  r.post('/api/hotels/:id/pms/test', { procedure: 'pms.test', pathInput }, (c, req) => c.pms.test({ hotelId: req.params.id! }));
  r.get('/api/hotels/:id/pms/log', { procedure: 'pms.log', pathInput }, (c, req) => c.pms.log({ hotelId: req.params.id! }));
  r.get('/api/hotels/:id/pms/differences', { procedure: 'pms.differences', pathInput }, (c, req) => c.pms.differences({ hotelId: req.params.id! }));
  r.post('/api/hotels/:id/pms/compare', { procedure: 'pms.compare', pathInput }, (c, req) => c.pms.compare({ hotelId: req.params.id! }));
  r.post('/api/hotels/:id/pms/differences/fix', { procedure: 'pms.fixDifference', pathInput }, (c, req) => c.pms.fixDifference({ ...body(req), hotelId: req.params.id! }));
  r.get('/api/hotels/:id/pms/sync-failures', { procedure: 'pms.syncFailures', pathInput }, (c, req) => c.pms.syncFailures({ hotelId: req.params.id! }));
}
