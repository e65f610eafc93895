import { body, type RestRouter } from '../../http/rest';
import { readPhotoUpload, sendPhoto } from '../photos/photo-upload';
import { csvLanguage } from '../reports/report-csv';
import { sendCsv, wantsCsv } from '../../http/csv-file';
import { workOrdersCsv, workOrdersCsvName } from './work-orders.csv';

/** DESIGN §18: /api/work-orders, the list with filters (JSON or CSV), create, patch, comment, photos. */
export function workOrdersRest(r: RestRouter) {
  r.get('/api/work-orders/hotel/:hotelId', { procedure: 'workOrders.list' }, async (c, req, reply) => {
    const { format: _format, lang, ...filters } = req.query;
    const rows = await c.workOrders.list({ ...filters, hotelId: req.params.hotelId! } as Parameters<typeof c.workOrders.list>[0]);
    if (!wantsCsv(req)) return rows;
    // The list's own procedure has checked the caller may see this hotel; its clock is the file's.
    const { timezone } = await c.hotels.byId({ id: req.params.hotelId! });
    const language = csvLanguage(lang, req.headers['accept-language']);
    return sendCsv(reply, workOrdersCsvName(language), workOrdersCsv(rows, timezone, language));
  });
  r.post('/api/work-orders', 'workOrders.create', (c, req) => c.workOrders.create(body(req)));
  r.get('/api/work-orders/:id', 'workOrders.byId', (c, req) => c.workOrders.byId({ id: req.params.id! }));
  r.patch('/api/work-orders/:id', 'workOrders.patch', (c, req) => c.workOrders.patch({ ...body(req), id: req.params.id! }));
  r.post('/api/work-orders/:id/comments', 'workOrders.comment', (c, req) => c.workOrders.comment({ content: body(req).content, id: req.params.id! }));
  r.post('/api/work-orders/:id/return-to-service', 'workOrders.returnToService', (c, req) =>
    c.workOrders.returnToService({ status: body(req).status, id: req.params.id! }),
  );
  r.post('/api/work-orders/:id/photos', { procedure: 'workOrders.addPhotos', multipart: true }, async (c, req) => {
    const upload = await readPhotoUpload(req);
    const photos = upload.files.map((b) => ({ base64: b.toString('base64') }));
    return c.workOrders.addPhotos({ id: req.params.id!, photos, clientActionId: upload.fields.clientActionId || undefined });
  });
  r.get('/api/work-orders/:id/photos/:photoId', 'workOrders.photo', async (c, req, reply) =>
    sendPhoto(reply, await c.workOrders.photo({ id: req.params.id!, photoId: req.params.photoId! }) as Parameters<typeof sendPhoto>[1]),
  );
}
