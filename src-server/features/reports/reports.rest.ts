import type { RestRouter } from '../../http/rest';
import { sendCsv, wantsCsv } from '../../http/csv-file';
import { attendantCsv, csvFileName, csvLanguage, historyCsv } from './report-csv';

export function reportsRest(r: RestRouter) {
  r.get('/api/reports/attendants/:hotelId', 'reports.attendants', async (c, req, reply) => {
    const rows = await c.reports.attendants({ hotelId: req.params.hotelId!, date: req.query.date! });
    if (!wantsCsv(req)) return rows;
    const language = csvLanguage(req.query.lang, req.headers['accept-language']);
    return sendCsv(reply, csvFileName('attendants', req.query.date!, language), attendantCsv(rows, language));
  });
  r.get('/api/room-statuses/hotel/:hotelId/history', 'reports.history', async (c, req, reply) => {
    const rows = await c.reports.history({ hotelId: req.params.hotelId!, date: req.query.date! });
    if (!wantsCsv(req)) return rows;
    // The report's own procedure has checked the caller may see this hotel; its clock is the file's.
    const { timezone } = await c.hotels.byId({ id: req.params.hotelId! });
    const language = csvLanguage(req.query.lang, req.headers['accept-language']);
    return sendCsv(reply, csvFileName('history', req.query.date!, language), historyCsv(rows, timezone, language));
  });
}
