import type { FastifyRequest } from 'fastify';
import { body, type RestRouter } from '../../http/rest';
import { OCCUPANCY_BODY_LIMIT } from '../../../src-shared/occupancy.schemas';

/** DESIGN §17. ':id' as in GET /api/hotels/:id: one parameter name per position in the route table. */
export function occupancyRest(r: RestRouter) {
  const pathInput = { id: 'hotelId' };
  // The day is `?date=`; a body's `date` stands in when there is no query (clients that send it there).
  const date = (req: FastifyRequest<{ Querystring: Record<string, string> }>): unknown => req.query.date ?? body(req).date;
  r.get('/api/hotels/:id/occupancy', { procedure: 'occupancy.byDay', pathInput }, (c, req) =>
    c.occupancy.byDay({ hotelId: req.params.id!, date: req.query.date! }),
  );
  r.put('/api/hotels/:id/occupancy', { procedure: 'occupancy.put', pathInput, queryInput: ['date'], bodyLimit: OCCUPANCY_BODY_LIMIT }, (c, req) =>
    c.occupancy.put({ ...body(req), hotelId: req.params.id!, date: date(req) }),
  );
  r.post('/api/hotels/:id/occupancy/import', { procedure: 'occupancy.import', pathInput, queryInput: ['date'], bodyLimit: OCCUPANCY_BODY_LIMIT }, (c, req) =>
    c.occupancy.import({ ...body(req), hotelId: req.params.id!, date: date(req) }),
  );
  r.get('/api/hotels/:id/occupancy/import-mapping', { procedure: 'occupancy.mapping', pathInput }, (c, req) => c.occupancy.mapping({ hotelId: req.params.id! }));
  r.put('/api/hotels/:id/occupancy/import-mapping', { procedure: 'occupancy.saveMapping', pathInput }, (c, req) =>
    c.occupancy.saveMapping({ ...body(req), hotelId: req.params.id! }),
  );
  r.get('/api/hotels/:id/cleaning-rules', { procedure: 'occupancy.rules', pathInput }, (c, req) => c.occupancy.rules({ hotelId: req.params.id! }));
  r.put('/api/hotels/:id/cleaning-rules', { procedure: 'occupancy.saveRules', pathInput }, (c, req) => c.occupancy.saveRules({ ...body(req), hotelId: req.params.id! }));
  r.post('/api/hotels/:id/day-plan', { procedure: 'occupancy.dayPlan', pathInput, queryInput: ['date'] }, (c, req) =>
    c.occupancy.dayPlan({ ...body(req), hotelId: req.params.id!, date: date(req) }),
  );
}
