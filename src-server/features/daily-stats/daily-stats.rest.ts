import type { RestRouter } from '../../http/rest';

export function dailyStatsRest(r: RestRouter) {
  r.get('/api/daily-cleaning-stats/:hotelId', 'dailyStats.byDate', (c, req) =>
    c.dailyStats.byDate({ hotelId: req.params.hotelId!, date: req.query.date! }),
  );
}
