import type { FastifyReply, FastifyRequest } from 'fastify';
import { formatInTimeZone } from 'date-fns-tz';
import type { Language } from '../../../src-shared/languages';
import { body, type Caller, type RestRouter } from '../../http/rest';
import { csvLanguage } from '../reports/report-csv';
import { sendCsv, wantsCsv } from '../../http/csv-file';
import { guestRequestsCsv, lostItemsCsv, serviceCsvName } from './service-csv';
import { readPhotoUpload, sendPhoto } from '../photos/photo-upload';
import { fail } from '../../trpc/errors';

type Req = FastifyRequest<{ Params: Record<string, string>; Querystring: Record<string, string> }>;

/** Query filters as the input takes them: absent, not blank. */
function filters(req: Req, keys: string[]) {
  return Object.fromEntries(keys.flatMap((key) => (req.query[key] ? [[key, req.query[key]]] : [])));
}

/** The list as JSON, or as CSV on the hotel's clock in the reader's language (?format=csv or Accept: text/csv). */
async function listOrCsv<T>(c: Caller, req: Req, reply: FastifyReply, rows: T[], list: 'requests' | 'lost', toCsv: (rows: T[], timezone: string, language: Language) => string) {
  if (!wantsCsv(req)) return rows;
  // The list's own procedure has checked the caller may see this hotel.
  const { timezone } = await c.hotels.byId({ id: req.params.id! });
  const language = csvLanguage(req.query.lang, req.headers['accept-language']);
  return sendCsv(reply, serviceCsvName(list, language, formatInTimeZone(new Date(), timezone, 'yyyy-MM-dd')), toCsv(rows, timezone, language));
}

/** Issue 21: guest requests and lost and found (DESIGN §18). ':id' as in GET /api/hotels/:id (one parameter name per position). */
export function guestRequestsRest(r: RestRouter) {
  r.get('/api/hotels/:id/guest-requests', { procedure: 'guestRequests.list', pathInput: { id: 'hotelId' } }, async (c, req, reply) => {
    const rows = await c.guestRequests.list({ hotelId: req.params.id!, ...filters(req, ['status', 'roomId', 'assigneeId', 'from', 'to']) });
    return listOrCsv(c, req, reply, rows, 'requests', guestRequestsCsv);
  });
  // createdBy is the session's; the path names the hotel, and the room must be of it.
  r.post('/api/hotels/:id/guest-requests', { procedure: 'guestRequests.create', pathInput: { id: 'hotelId' } }, (c, req) => {
    const { roomId, kind, note, dueAt, assigneeId } = body(req);
    return c.guestRequests.create({ hotelId: req.params.id!, roomId, kind, note, dueAt, assigneeId });
  });
  r.patch('/api/guest-requests/:id', 'guestRequests.update', (c, req) => {
    const { status, kind, note, dueAt, assigneeId, clientActionId, doneAt } = body(req);
    return c.guestRequests.update({ id: req.params.id!, status, kind, note, dueAt, assigneeId, clientActionId, doneAt });
  });

  r.get('/api/hotels/:id/lost-items', { procedure: 'lostItems.search', pathInput: { id: 'hotelId' } }, async (c, req, reply) => {
    const rows = await c.lostItems.search({ hotelId: req.params.id!, ...filters(req, ['q', 'roomId', 'areaId', 'status', 'from', 'to']) });
    return listOrCsv(c, req, reply, rows, 'lost', lostItemsCsv);
  });
  r.post('/api/hotels/:id/lost-items', { procedure: 'lostItems.create', pathInput: { id: 'hotelId' } }, (c, req) => {
    const { roomId, areaId, place, description, storedAt, foundAt, clientActionId } = body(req);
    return c.lostItems.create({ hotelId: req.params.id!, roomId, areaId, place, description, storedAt, foundAt, clientActionId });
  });
  r.patch('/api/lost-items/:id', 'lostItems.update', (c, req) => {
    const { status, description, storedAt } = body(req);
    return c.lostItems.update({ id: req.params.id!, status, description, storedAt });
  });
  // One photo per item, as multipart/form-data (field 'photos', one file), the work orders' way.
  r.post('/api/lost-items/:id/photo', { procedure: 'lostItems.setPhoto', multipart: true }, async (c, req) => {
    const upload = await readPhotoUpload(req);
    if (upload.files.length > 1) fail('BAD_REQUEST', 'TOO_MANY_PHOTOS', { values: { max: '1' } });
    const [file] = upload.files;
    if (!file) fail('BAD_REQUEST', 'PHOTO_UPLOAD_INVALID');
    return c.lostItems.setPhoto({ id: req.params.id!, photo: { base64: file.toString('base64') } });
  });
  r.get('/api/lost-items/:id/photo', 'lostItems.photo', async (c, req, reply) => {
    const bytes = sendPhoto(reply, await c.lostItems.photo({ id: req.params.id! }));
    // A new photo replaces the item's at the same path: asked again each time, unlike a work order's photo ids.
    reply.header('cache-control', 'private, max-age=0');
    return bytes;
  });
}
