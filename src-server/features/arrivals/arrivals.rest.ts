import { body, type RestRouter } from '../../http/rest';

/** DESIGN §22. ':id' as in GET /api/hotels/:id: one parameter name per position in the route table. */
export function arrivalsRest(r: RestRouter) {
  r.get('/api/hotels/:id/ready-times', { procedure: 'arrivals.readyTimes', pathInput: { id: 'hotelId' } }, (c, req) =>
    c.arrivals.readyTimes({ hotelId: req.params.id!, date: req.query.date! }),
  );
  // Her own order, beside her list (GET /api/room-statuses/assigned/:userId): the whole order each time.
  r.put('/api/room-statuses/assigned/:userId/order', 'arrivals.reorder', (c, req) => {
    const { date, roomIds, clientActionId } = body(req);
    return c.arrivals.reorder({ userId: req.params.userId!, date, roomIds, clientActionId });
  });
}
