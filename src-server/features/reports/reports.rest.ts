import type { FastifyRequest } from 'fastify';
import type { RestRouter } from '../../http/rest';
import { ATTENDANT_CSV_COLUMNS, HISTORY_CSV_COLUMNS, toCsv } from '../../../src-shared/room-lifecycle.schemas';
import { withDeferralText } from './history-csv';

/** CSV instead of JSON for ?format=csv or Accept: text/csv (DESIGN §12). */
function wantsCsv(req: FastifyRequest<{ Querystring: Record<string, string> }>): boolean {
  return req.query.format === 'csv' || /\btext\/csv\b/.test(req.headers.accept ?? '');
}

export function reportsRest(r: RestRouter) {
  r.get('/api/reports/attendants/:hotelId', 'reports.attendants', async (c, req, reply) => {
    const rows = await c.reports.attendants({ hotelId: req.params.hotelId!, date: req.query.date! });
    if (!wantsCsv(req)) return rows;
    reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="attendants-${req.query.date}.csv"`);
    return toCsv(rows, ATTENDANT_CSV_COLUMNS);
  });
  r.get('/api/room-statuses/hotel/:hotelId/history', 'reports.history', async (c, req, reply) => {
    const rows = await c.reports.history({ hotelId: req.params.hotelId!, date: req.query.date! });
    if (!wantsCsv(req)) return rows;
    reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="history-${req.query.date}.csv"`);
    return toCsv(rows.map(withDeferralText), HISTORY_CSV_COLUMNS);
  });
}
