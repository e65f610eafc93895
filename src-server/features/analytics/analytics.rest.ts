import type { RestRouter } from '../../http/rest';
import { sendCsv, wantsCsv } from '../../http/csv-file';
import { csvLanguage } from '../reports/report-csv';
import type { ScoreGrouping } from '../../../src-shared/analytics.schemas';
import { analyticsCsv, analyticsCsvName, scoresCsv } from './analytics-csv';

/** DESIGN §20–§21: JSON, or CSV with `?format=csv` / `Accept: text/csv` in the reader's language. */
export function analyticsRest(r: RestRouter) {
  r.get('/api/hotels/:id/inspection-scores', { procedure: 'analytics.scores', summary: 'Inspection scores per attendant, room type or checklist item', pathInput: { id: 'hotelId' } }, async (c, req, reply) => {
    const by = (req.query.by ?? 'attendant') as ScoreGrouping;
    const rows = await c.analytics.scores({ hotelId: req.params.id!, from: req.query.from!, to: req.query.to!, by });
    if (!wantsCsv(req)) return rows;
    const language = csvLanguage(req.query.lang, req.headers['accept-language']);
    return sendCsv(reply, analyticsCsvName('scores', req.query.from!, req.query.to!, language), scoresCsv(rows, by, language));
  });
  r.get('/api/hotels/:id/analytics', { procedure: 'analytics.series', summary: "Daily analytics of the hotel's history", pathInput: { id: 'hotelId' } }, async (c, req, reply) => {
    const result = await c.analytics.series({ hotelId: req.params.id!, from: req.query.from!, to: req.query.to! });
    if (!wantsCsv(req)) return result;
    const language = csvLanguage(req.query.lang, req.headers['accept-language']);
    return sendCsv(reply, analyticsCsvName('analytics', req.query.from!, req.query.to!, language), analyticsCsv(result, language));
  });
}
