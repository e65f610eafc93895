import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { seedHotel, useTestApp } from '../../test/test-app';
import { expectError, expectInvalid, send } from '../../test/http-checks';
import { seedCrew, seedRooms } from '../../test/seed-rooms';

/**
 * DESIGN §17, a PMS report imported through the hotel's column mapping: read as PMSs write
 * it, the mapping remembered, and any bad row refusing the whole file with its line listed.
 */
describe.each(testDatabases())('occupancy CSV import on %s', (kind) => {
  const t = useTestApp(kind);
  const DAY = '2026-11-26';

  async function world() {
    const hotel = await seedHotel(t.db, 'Harbour Hotel');
    const c = await seedCrew(t.app, t.db, hotel.id);
    await seedRooms(t.db, hotel.id, ['101', '102', '103', '104']);
    const importCsv = (body: unknown, cookie = c.frontdesk.cookie) => send(t.app, 'POST', `/api/hotels/${hotel.id}/occupancy/import?date=${DAY}`, { cookie, body });
    const day = async () =>
      (await send(t.app, 'GET', `/api/hotels/${hotel.id}/occupancy?date=${DAY}`, { cookie: c.manager.cookie }))
        .json()
        .rooms.map((r: { roomNumber: string; stay: string; occupied: boolean; guests: number | null; nightsSoFar: number | null; optOut: boolean; source: string }) =>
          [r.roomNumber, r.stay, r.occupied, r.guests, r.nightsSoFar, r.optOut, r.source].join(' '),
        );
    return { hotel, c, importCsv, day };
  }

  // An OPERA-like export: BOM, semicolons, CRLF, a quoted name with the separator and a line break in it.
  const REPORT = '\uFEFFRoom;Guest;Status;Pax;Nights;DND\r\n101;"Smith; John";DEP;2;3;\r\n102;"Lee\r\nAnn";INH;1;2;Y\r\n103;;ARR;2;0;\r\n104;;VAC;;;\r\n';
  const MAPPING = {
    roomNumber: 'Room',
    stay: 'status',
    guests: 'Pax',
    nights: 'Nights',
    optOut: 'DND',
    stayValues: { DEP: 'due_out', INH: 'stayover', ARR: 'arrival', VAC: 'vacant' },
  };

  it('imports the day through the mapping, remembers it, and imports the next file with the saved one', async () => {
    const w = await world();
    const res = await w.importCsv({ csv: REPORT, mapping: MAPPING });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ date: DAY, count: 4, plan: null });
    expect(await w.day()).toEqual(['101 due_out true 2 3 false csv', '102 stayover true 1 2 true csv', '103 arrival false 2 0 false csv', '104 vacant false   false csv']);
    const saved = await send(t.app, 'GET', `/api/hotels/${w.hotel.id}/occupancy/import-mapping`, { cookie: w.c.manager.cookie });
    expect(saved.json()).toEqual({ mapping: { ...MAPPING, hasHeader: true } });
    const next = await w.importCsv({ csv: 'Room;Guest;Status;Pax;Nights;DND\n101;;INH;;;\n104;;dep;;;\n' });
    expect(next.statusCode, next.body).toBe(200);
    expect(await w.day()).toEqual(['101 stayover true   false csv', '104 due_out true   false csv']);
  });

  it('refuses a file with bad rows whole, listing each by its line; the day is as it was', async () => {
    const w = await world();
    await w.importCsv({ csv: REPORT, mapping: MAPPING });
    const before = await w.day();
    const bad = 'Room;Status;Pax\n101;DEP;2\n;INH;1\n102;ZZZ;1\n103;INH;many\n101;VAC;\n';
    const res = await w.importCsv({ csv: bad, mapping: { ...MAPPING, nights: null, optOut: null } });
    const body = expectError(res, 400, 'BAD_REQUEST');
    expect(body.reason).toBe('CSV_BAD_ROWS');
    expect(body.values).toEqual({ lines: '3, 4, 5, 6' });
    expect(body.issues!.map((i) => [i.path, i.reason, i.message])).toEqual([
      ['csv.line.3', 'CSV_ROOM_MISSING', 'Line 3: the room number is missing'],
      ['csv.line.4', 'CSV_STAY_UNKNOWN', 'Line 4: unknown stay ZZZ'],
      ['csv.line.5', 'CSV_NUMBER_INVALID', 'Line 5: many in column Pax is not a whole number in range'],
      ['csv.line.6', 'CSV_ROOM_REPEATED', 'Line 6: room 101 is already on line 2'],
    ]);
    expect(await w.day()).toEqual(before);
    // The mapping of a refused file is not saved either.
    const saved = await send(t.app, 'GET', `/api/hotels/${w.hotel.id}/occupancy/import-mapping`, { cookie: w.c.manager.cookie });
    expect(saved.json().mapping.nights).toBe('Nights');
  });

  const SIMPLE = { roomNumber: 'Room', stay: 'Status', stayValues: MAPPING.stayValues };

  it('names the lines of rooms the hotel does not have, an unclosed quote, a missing column, and a missing mapping', async () => {
    const w = await world();
    const noMapping = expectError(await w.importCsv({ csv: REPORT }), 400, 'BAD_REQUEST');
    expect(noMapping.reason).toBe('CSV_MAPPING_REQUIRED');
    const unknown = expectError(await w.importCsv({ csv: 'Room;Status\n101;DEP\n999;DEP\n', mapping: SIMPLE }), 400, 'BAD_REQUEST');
    expect(unknown.issues).toEqual([{ path: 'csv.line.3', message: 'Line 3: room 999 is not a room of this hotel', reason: 'CSV_ROOM_UNKNOWN', values: { line: '3', room: '999' } }]);
    const quote = expectError(await w.importCsv({ csv: 'Room;Status\n101;"DEP\n', mapping: SIMPLE }), 400, 'BAD_REQUEST');
    expect([quote.reason, quote.values]).toEqual(['CSV_UNCLOSED_QUOTE', { line: '2' }]);
    const column = expectError(await w.importCsv({ csv: 'Zimmer;Status\n101;DEP\n', mapping: SIMPLE }), 400, 'BAD_REQUEST');
    expect(column.issues).toEqual([{ path: 'csv.line.1', message: 'The file has no column Room', reason: 'CSV_COLUMN_MISSING', values: { column: 'Room' } }]);
    expect(expectError(await w.importCsv({ csv: 'Room;Status\n', mapping: SIMPLE }), 400, 'BAD_REQUEST').reason).toBe('CSV_EMPTY');
    // Columns by position, no header.
    const plain = await w.importCsv({ csv: '102,stayover\n', mapping: { hasHeader: false, roomNumber: 1, stay: 2 } });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(await w.day()).toEqual(['102 stayover true   false csv']);
    expectError(await w.importCsv({ csv: REPORT, mapping: MAPPING }, w.c.housekeeper.cookie), 403, 'FORBIDDEN');
  });

  it('reads a turndown request from its own mapped column (issue 32); a bad value refuses the file naming the column; a file without the column keeps stored requests', async () => {
    const w = await world();
    const requests = async () =>
      Object.fromEntries(
        (await send(t.app, 'GET', `/api/hotels/${w.hotel.id}/occupancy?date=${DAY}`, { cookie: w.c.manager.cookie }))
          .json()
          .rooms.map((r: { roomNumber: string; turndownRequested: boolean }) => [r.roomNumber, r.turndownRequested]),
      );
    const withTurndown = { ...SIMPLE, turndownRequested: 'Turndown' };
    const file = 'Room;Status;Turndown\n101;INH;Y\n102;INH;no\n103;ARR;\n104;INH;TRUE\n';
    const res = await w.importCsv({ csv: file, mapping: withTurndown });
    expect(res.statusCode, res.body).toBe(200);
    expect(await requests()).toEqual({ '101': true, '102': false, '103': false, '104': true });
    // The mapping keeps the column for next time.
    const saved = await send(t.app, 'GET', `/api/hotels/${w.hotel.id}/occupancy/import-mapping`, { cookie: w.c.manager.cookie });
    expect(saved.json().mapping.turndownRequested).toBe('Turndown');

    // A value that is neither yes nor no: 400, the line and the column named, nothing stored.
    const bad = expectError(await w.importCsv({ csv: 'Room;Status;Turndown\n101;INH;maybe\n102;INH;Y\n', mapping: withTurndown }), 400, 'BAD_REQUEST');
    expect(bad.reason).toBe('CSV_BAD_ROWS');
    expect(bad.issues).toEqual([
      { path: 'csv.line.2', message: 'Line 2: maybe in column Turndown is neither yes nor no', reason: 'CSV_YES_NO_INVALID', values: { line: '2', column: 'Turndown', value: 'maybe' } },
    ]);
    expect(await requests()).toEqual({ '101': true, '102': false, '103': false, '104': true });

    // A re-import without the column (the PMS report of the afternoon) leaves the guests' requests as they are.
    const again = await w.importCsv({ csv: 'Room;Status\n101;INH\n102;INH\n103;INH\n104;DEP\n', mapping: SIMPLE });
    expect(again.statusCode, again.body).toBe(200);
    expect(await w.day()).toEqual(['101 stayover true   false csv', '102 stayover true   false csv', '103 stayover true   false csv', '104 due_out true   false csv']);
    expect(await requests()).toEqual({ '101': true, '102': false, '103': false, '104': true });
    // So does the API when a room leaves the field out; given, it is what the day says.
    const put = await send(t.app, 'PUT', `/api/hotels/${w.hotel.id}/occupancy?date=${DAY}`, {
      cookie: w.c.manager.cookie,
      body: { rooms: [{ roomNumber: '101', occupied: true, stay: 'stayover' }, { roomNumber: '104', occupied: true, stay: 'stayover', turndownRequested: false }] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await requests()).toEqual({ '101': true, '104': false });
    // A bad value through the API is a 400 naming the field.
    const badPut = await send(t.app, 'PUT', `/api/hotels/${w.hotel.id}/occupancy?date=${DAY}`, {
      cookie: w.c.manager.cookie,
      body: { rooms: [{ roomNumber: '101', occupied: true, stay: 'stayover', turndownRequested: 'yes' }] },
    });
    expectInvalid(badPut, 'rooms.0.turndownRequested');
    expect(await requests()).toEqual({ '101': true, '104': false });
  });

  it('refuses a second import for the hotel while one runs (409, in its reason); a big file is read as a small one, and the next import goes through', async () => {
    const w = await world();
    // Over 100,000 characters with its comment column: read in a worker thread.
    const comment = 'Late arrival, quiet room, extra pillows. '.repeat(800);
    const big = ['Room;Status;Pax;Comments', ...['101', '102', '103', '104'].map((n) => `${n};INH;2;"${comment}"`)].join('\r\n');
    expect(big.length).toBeGreaterThan(100_000);
    const mapping = { ...SIMPLE, guests: 'Pax' };
    const [first, second] = await Promise.all([w.importCsv({ csv: big, mapping }), w.importCsv({ csv: big, mapping })]);
    const [done, refused] = first.statusCode === 200 ? [first, second] : [second, first];
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ date: DAY, count: 4, plan: null });
    const body = expectError(refused, 409, 'CONFLICT', 'An import for this hotel is already running; try again when it has finished');
    expect(body.reason).toBe('IMPORT_IN_PROGRESS');
    expect(await w.day()).toEqual(['101 stayover true 2  false csv', '102 stayover true 2  false csv', '103 stayover true 2  false csv', '104 stayover true 2  false csv']);
    // Once it is done, the next one (a bad file, then a good one) is taken.
    expect(expectError(await w.importCsv({ csv: `${big}\r\n101;"DEP`, mapping }), 400, 'BAD_REQUEST').reason).toBe('CSV_UNCLOSED_QUOTE');
    const next = await w.importCsv({ csv: 'Room;Status\n101;DEP\n', mapping: SIMPLE });
    expect(next.statusCode, next.body).toBe(200);
  });

  it('re-imports a big day about as fast as it first imported it (issue 28): the rooms no longer listed are found in one pass', async () => {
    const w = await world();
    const numbers = Array.from({ length: 3000 }, (_, i) => String(1000 + i));
    await t.db.insertInto('rooms').values(numbers.map((n) => ({ hotel_id: w.hotel.id, room_number: n, floor: 1 }))).execute();
    // Statistics gathered before the day was written, as autovacuum leaves them for a day
    // written moments ago: they say the day has no rows, and a join planned from them
    // compared every stored room with every listed one (9 million comparisons here).
    await sql`analyze room_occupancy`.execute(t.db);
    const report = (rooms: string[], stay: string) => ['Room;Status', ...rooms.map((n) => `${n};${stay}`)].join('\n');
    const timed = async (csv: string) => {
      const started = performance.now();
      const res = await w.importCsv({ csv, mapping: SIMPLE });
      expect(res.statusCode, res.body).toBe(200);
      return performance.now() - started;
    };
    const first = await timed(report(numbers, 'INH'));
    // The same day again, every room changed but one, which is no longer listed.
    const again = await timed(report(numbers.slice(1), 'DEP'));
    expect(again, `first import ${first.toFixed(0)} ms`).toBeLessThan(first * 3 + 2000);
    const day = await w.day();
    expect(day).toHaveLength(2999);
    expect(day[0]).toBe('1001 due_out true   false csv');
    expect(day.every((line: string) => line.includes(' due_out '))).toBe(true);
  }, 120_000);

  it('refuses an import while another instance imports for the hotel, and takes over a lease its instance left behind', async () => {
    const w = await world();
    const csv = 'Room;Status\n101;DEP\n';
    const lease = (startedAt: Date) =>
      t.db.insertInto('occupancy_import_leases').values({ hotel_id: w.hotel.id, started_at: startedAt }).onConflict((oc) => oc.column('hotel_id').doUpdateSet({ started_at: startedAt })).execute();
    await lease(new Date());
    expect(expectError(await w.importCsv({ csv, mapping: SIMPLE }), 409, 'CONFLICT').reason).toBe('IMPORT_IN_PROGRESS');
    // Its instance died three minutes ago: the lease has lapsed.
    await lease(new Date(Date.now() - 3 * 60_000));
    const res = await w.importCsv({ csv, mapping: SIMPLE });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.selectFrom('occupancy_import_leases').selectAll().execute()).toEqual([]);
  });
});
