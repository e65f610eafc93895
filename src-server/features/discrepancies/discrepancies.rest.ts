import { body, type RestRouter } from '../../http/rest';
import { csvLanguage } from '../reports/report-csv';
import { sendCsv, wantsCsv } from '../../http/csv-file';
import { discrepancyCsv, discrepancyCsvName } from './discrepancy-csv';


/** DESIGN §17. ':id' as in GET /api/hotels/:id: one parameter name per position in the route table. */
export function discrepanciesRest(r: RestRouter) {
  r.get('/api/hotels/:id/discrepancies', { procedure: 'discrepancies.byDay', pathInput: { id: 'hotelId' } }, async (c, req, reply) => {
    const rows = await c.discrepancies.byDay({ hotelId: req.params.id!, date: req.query.date! });
    if (!wantsCsv(req)) return rows;
    const { timezone } = await c.hotels.byId({ id: req.params.id! });
    const language = csvLanguage(req.query.lang, req.headers['accept-language']);
    return sendCsv(reply, discrepancyCsvName(req.query.date!, language), discrepancyCsv(rows, timezone, language));
  });
  // Paged (issue 20): ?date=&list=open|resolved|dnd&cursor=&limit=; the whole day and its CSV stay above.
  r.get('/api/hotels/:id/discrepancies/page', { procedure: 'discrepancies.page', pathInput: { id: 'hotelId' } }, (c, req) =>
    c.discrepancies.page({
      hotelId: req.params.id!,
      date: req.query.date!,
      list: req.query.list as 'open' | undefined,
      cursor: req.query.cursor ?? null,
      limit: req.query.limit as unknown as number,
    }),
  );
  r.post('/api/discrepancies/:id/resolve', 'discrepancies.resolve', (c, req) => c.discrepancies.resolve({ ...body(req), id: req.params.id! }));
  r.post('/api/rooms/:id/findings', { procedure: 'discrepancies.record', pathInput: { id: 'roomId' } }, (c, req) =>
    c.discrepancies.record({ ...body(req), roomId: req.params.id! }),
  );
}
