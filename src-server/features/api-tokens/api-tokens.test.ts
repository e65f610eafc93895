import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { seedHotel, seedUser, signIn, useTestApp } from '../../test/test-app';
import { expectError, send } from '../../test/http-checks';
import { expectAdminOnly } from '../../test/role-checks';
import { seedRooms } from '../../test/seed-rooms';
import { API_TOKEN_MESSAGES, API_TOKEN_SCOPES, READ_SCOPES } from '../../../src-shared/api-tokens.schemas';
import { reasonMessage } from '../../../src-shared/error-reasons';

/**
 * DESIGN §14, API tokens, through the real HTTP surface: a token acts on the REST paths with
 * no cookie and no Origin, within its scope and hotel, is shown once and stored as a hash,
 * stops at revocation and is rate-limited.
 */
describe.each(testDatabases())('API tokens on %s', (kind) => {
  const t = useTestApp(kind);

  async function world() {
    const hotel = await seedHotel(t.db, 'Harbour Hotel');
    const other = await seedHotel(t.db, 'Other Hotel');
    const [room, clean] = await seedRooms(t.db, hotel.id, ['101', '102']);
    const [otherRoom] = await seedRooms(t.db, other.id, ['201']);
    const admin = await seedUser(t.db, { role: 'admin', fullName: 'Ada Admin' });
    const cookie = await signIn(t.app, admin.email);
    const create = async (body: unknown) => send(t.app, 'POST', '/api/api-tokens', { cookie, body });
    return { hotel, other, room: room!, clean: clean!, otherRoom: otherRoom!, cookie, create };
  }

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const asToken = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
    send(t.app, method, url, { headers: bearer(token), body, origin: null });

  it('is shown once, stored only as its SHA-256, listed without it, and answers with no cookie or Origin', async () => {
    const w = await world();
    const res = await w.create({ name: 'Opera PMS', hotelId: w.hotel.id, scope: 'read' });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json();
    expect(created).toEqual({ id: expect.any(String), name: 'Opera PMS', hotelId: w.hotel.id, scopes: READ_SCOPES, token: expect.any(String), createdAt: expect.any(String) });
    expect(created.token).toMatch(/^hk_[A-Za-z0-9_-]{43}$/);
    const row = await t.db.selectFrom('api_tokens').selectAll().executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(crypto.createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token.slice(3));

    const list = await send(t.app, 'GET', '/api/api-tokens', { cookie: w.cookie });
    expect(list.json()).toEqual([{ id: created.id, name: 'Opera PMS', hotelId: w.hotel.id, scopes: READ_SCOPES, createdAt: created.createdAt, lastUsedAt: null }]);
    expect(list.body).not.toContain(created.token.slice(3));
    expect(list.body).not.toContain(row.token_hash);

    const board = await asToken(created.token, 'GET', `/api/room-statuses/hotel/${w.hotel.id}`);
    expect(board.statusCode, board.body).toBe(200);
    expect(board.json().map((r: { roomNumber: string }) => r.roomNumber)).toEqual(['101', '102']);
    expect(board.headers['set-cookie']).toBeUndefined();
    const used = (await send(t.app, 'GET', '/api/api-tokens', { cookie: w.cookie })).json()[0];
    expect(Date.parse(used.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
    // The account a token acts as is nobody's staff.
    const staff = await send(t.app, 'GET', '/api/profiles', { cookie: w.cookie });
    expect(staff.body).not.toContain('Opera PMS');
    // tRPC is the app's own client: a bearer there is no sign-in.
    const trpc = await send(t.app, 'GET', `/trpc/hotels.byId?input=${encodeURIComponent(JSON.stringify({ id: w.hotel.id }))}`, { headers: bearer(created.token) });
    expect(trpc.statusCode).toBe(401);
  });

  it('acts as an account of its own with the role integration, which no one signs in as, no list shows and no role answer names', async () => {
    const w = await world();
    const created = (await w.create({ name: 'Opera PMS', hotelId: w.hotel.id, scope: 'write' })).json();
    const account = await t.db
      .selectFrom('api_tokens as k')
      .innerJoin('users as u', 'u.id', 'k.user_id')
      .select(['u.id', 'u.email', 'u.role'])
      .where('k.id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(account.role).toBe('integration');
    for (const password of ['!api-token', 'password123']) {
      expectError(await send(t.app, 'POST', '/api/auth/login', { body: { email: account.email, password } }), 401, 'UNAUTHORIZED');
    }
    expectError(await send(t.app, 'GET', `/api/user-roles/user/${account.id}`, { cookie: w.cookie }), 404, 'NOT_FOUND');
    // An admin cannot manage it as staff (it is managed through its token).
    expectError(await send(t.app, 'PATCH', `/api/profiles/${account.id}`, { cookie: w.cookie, body: { alias: 'PMS' } }), 404, 'NOT_FOUND');
    const profiles = await send(t.app, 'GET', '/api/profiles', { cookie: w.cookie });
    expect(profiles.json().map((p: { id: string }) => p.id)).not.toContain(account.id);
  });

  it('read may only GET its hotel; write may change rooms, late checkouts and notes, named in the history; neither touches users, hotels, tokens or webhooks', async () => {
    const w = await world();
    const read = (await w.create({ name: 'BI export', hotelId: w.hotel.id, scope: 'read' })).json().token as string;
    const write = (await w.create({ name: 'Opera PMS', hotelId: w.hotel.id, scope: 'write' })).json().token as string;

    expect(expectError(await asToken(read, 'POST', '/api/room-statuses', { roomId: w.room.roomId, status: 'dirty' }), 403, 'FORBIDDEN', reasonMessage('API_TOKEN_SCOPE_MISSING', { scope: 'rooms:write' })).reason).toBe('API_TOKEN_SCOPE_MISSING');
    expect((await asToken(read, 'GET', `/api/room-statuses/room/${w.room.roomId}`)).statusCode).toBe(200);
    expect((await asToken(read, 'GET', `/api/late-checkouts/hotel/${w.hotel.id}/unresolved`)).statusCode).toBe(200);

    const dirty = await asToken(write, 'POST', '/api/room-statuses', { roomId: w.room.roomId, status: 'dirty' });
    expect(dirty.statusCode, dirty.body).toBe(200);
    expect(dirty.json()).toMatchObject({ status: 'dirty' });
    const history = await t.db
      .selectFrom('room_status_events as e')
      .innerJoin('users as u', 'u.id', 'e.actor_id')
      .select(['u.full_name', 'e.to_status'])
      .executeTakeFirstOrThrow();
    expect(history).toEqual({ full_name: 'Opera PMS', to_status: 'dirty' });
    const bulk = await asToken(write, 'POST', '/api/room-statuses/bulk-pms', { hotelId: w.hotel.id, roomNumbers: w.clean.roomNumber });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const note = await asToken(write, 'POST', '/api/room-notes', { roomId: w.room.roomId, content: 'Guest left a bag' });
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json()).toMatchObject({ authorName: 'Opera PMS' });
    const late = await asToken(write, 'POST', '/api/late-checkouts', { roomId: w.room.roomId, hotelId: w.hotel.id, checkoutTime: '23:59' });
    expect([200, 400]).toContain(late.statusCode); // 400 only after 23:59 UTC: the time must be later today
    if (late.statusCode === 200) expect((await asToken(write, 'PATCH', `/api/late-checkouts/${late.json().id}`, {})).statusCode).toBe(200);

    const refused: [string, 'GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown?][] = [
      [read, 'GET', '/api/profiles'],
      [write, 'GET', `/api/profiles/hotel/${w.hotel.id}`],
      [write, 'GET', `/api/roles/hotel/${w.hotel.id}`],
      [write, 'GET', '/api/profile/me'],
      [read, 'GET', '/api/hotels'],
      [write, 'PATCH', `/api/hotels/${w.hotel.id}`, { name: 'Renamed' }],
      [write, 'POST', '/api/rooms', { hotelId: w.hotel.id, roomNumber: '999' }],
      [read, 'GET', '/api/api-tokens'],
      [write, 'POST', '/api/api-tokens', { name: 'More', hotelId: null, scope: 'write' }],
      [write, 'GET', '/api/webhooks'],
      [write, 'POST', '/api/webhooks', { hotelId: w.hotel.id, url: 'https://93.184.215.14/', events: ['room.updated'] }],
    ];
    for (const [token, method, url, body] of refused) {
      expect(expectError(await asToken(token, method, url, body), 403, 'FORBIDDEN', reasonMessage('API_TOKEN_NOT_ALLOWED')).reason).toBe('API_TOKEN_NOT_ALLOWED');
    }
  });

  it('another hotel is 404 for a hotel token; a token for every hotel reaches each', async () => {
    const w = await world();
    const own = (await w.create({ name: 'PMS', hotelId: w.hotel.id, scope: 'write' })).json().token as string;
    const chain = (await w.create({ name: 'Chain BI', hotelId: null, scope: 'read' })).json().token as string;
    expectError(await asToken(own, 'GET', `/api/room-statuses/hotel/${w.other.id}`), 404, 'NOT_FOUND', 'Hotel not found');
    expectError(await asToken(own, 'POST', '/api/room-statuses', { roomId: w.otherRoom.roomId, status: 'dirty' }), 404, 'NOT_FOUND', 'Room not found');
    for (const hotel of [w.hotel, w.other]) {
      expect((await asToken(chain, 'GET', `/api/room-statuses/hotel/${hotel.id}`)).statusCode).toBe(200);
    }
  });

  it('a revoked token is refused at its next request; an unknown one too', async () => {
    const w = await world();
    const created = (await w.create({ name: 'PMS', hotelId: w.hotel.id, scope: 'read' })).json();
    expect((await asToken(created.token, 'GET', `/api/rooms/hotel/${w.hotel.id}`)).statusCode).toBe(200);
    const revoked = await send(t.app, 'DELETE', `/api/api-tokens/${created.id}`, { cookie: w.cookie });
    expect(revoked.json()).toEqual({ success: true });
    expect(expectError(await asToken(created.token, 'GET', `/api/rooms/hotel/${w.hotel.id}`), 401, 'UNAUTHORIZED', reasonMessage('API_TOKEN_INVALID')).reason).toBe('API_TOKEN_INVALID');
    expect((await send(t.app, 'GET', '/api/api-tokens', { cookie: w.cookie })).json()).toEqual([]);
    expectError(await send(t.app, 'DELETE', `/api/api-tokens/${created.id}`, { cookie: w.cookie }), 404, 'NOT_FOUND');
    expectError(await asToken(`hk_${'x'.repeat(43)}`, 'GET', `/api/rooms/hotel/${w.hotel.id}`), 401, 'UNAUTHORIZED');
  });

  it('allows 20 requests a second per token: a burst beyond is 429 with Retry-After', async () => {
    const w = await world();
    const token = (await w.create({ name: 'Busy PMS', hotelId: w.hotel.id, scope: 'read' })).json().token as string;
    const started = Date.now();
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 45; i += 1) {
      const res = await asToken(token, 'GET', `/api/rooms/hotel/${w.hotel.id}`);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        retryAfter = res.headers['retry-after'] as string;
        expect(expectError(res, 429, 'TOO_MANY_REQUESTS', 'Too many requests: an API token may make 20 requests per second').reason).toBe('API_TOKEN_TOO_FAST');
      }
    }
    const elapsed = (Date.now() - started) / 1000;
    // A bucket of 20 refilled at 20/s: at most 20 + 20 × elapsed get through.
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(Math.ceil(20 + 20 * elapsed));
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses).toContain(429);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    // Another token has its own allowance.
    const fresh = (await w.create({ name: 'Quiet BI', hotelId: w.hotel.id, scope: 'read' })).json().token as string;
    expect((await asToken(fresh, 'GET', `/api/rooms/hotel/${w.hotel.id}`)).statusCode).toBe(200);
  });

  it('only admins manage tokens; input is checked', async () => {
    const w = await world();
    const created = (await w.create({ name: 'PMS', hotelId: w.hotel.id, scope: 'read' })).json();
    await expectAdminOnly(t, w.hotel.id, [
      { method: 'GET', url: '/api/api-tokens' },
      { method: 'POST', url: '/api/api-tokens', body: { name: 'Sneaky', hotelId: w.hotel.id, scope: 'write' } },
      { method: 'DELETE', url: `/api/api-tokens/${created.id}` },
    ]);
    expect(await t.db.selectFrom('api_tokens').select('name').where('revoked_at', 'is', null).execute()).toEqual([{ name: 'PMS' }]);
    expectError(await w.create({ name: '', hotelId: null, scope: 'read' }), 400, 'BAD_REQUEST', reasonMessage(API_TOKEN_MESSAGES.nameRequired));
    expectError(await w.create({ name: 'X', hotelId: null, scope: 'admin' }), 400, 'BAD_REQUEST', reasonMessage(API_TOKEN_MESSAGES.badScope));
    for (const scopes of [[], ['rooms:admin'], ['reports:write'], 'rooms:read']) {
      expectError(await w.create({ name: 'X', hotelId: null, scopes }), 400, 'BAD_REQUEST', reasonMessage(API_TOKEN_MESSAGES.badScope));
    }
    expectError(await w.create({ name: 'X', hotelId: null }), 400, 'BAD_REQUEST', reasonMessage(API_TOKEN_MESSAGES.badScope));
    expectError(await w.create({ name: 'X', hotelId: crypto.randomUUID(), scope: 'read' }), 404, 'NOT_FOUND', 'Hotel not found');
  });

  it('reaches only the resources its scopes name: a rooms token is refused guest requests, lost items, work orders, occupancy, reports, history and the rest', async () => {
    const w = await world();
    const res = await w.create({ name: 'Board display', hotelId: w.hotel.id, scopes: ['rooms:read'] });
    expect(res.json().scopes).toEqual(['rooms:read']);
    const rooms = res.json().token as string;
    expect((await asToken(rooms, 'GET', `/api/room-statuses/hotel/${w.hotel.id}`)).statusCode).toBe(200);
    const day = '2026-11-24';
    const refused: [string, 'GET' | 'POST', string, unknown?][] = [
      ['rooms:write', 'POST', '/api/room-statuses', { roomId: w.room.roomId, status: 'dirty' }],
      ['late-checkouts:read', 'GET', `/api/late-checkouts/hotel/${w.hotel.id}/unresolved`],
      ['notes:read', 'GET', `/api/room-notes/room/${w.room.roomId}`],
      ['guest-requests:read', 'GET', `/api/hotels/${w.hotel.id}/guest-requests`],
      ['lost-items:read', 'GET', `/api/hotels/${w.hotel.id}/lost-items`],
      ['work-orders:read', 'GET', `/api/work-orders/hotel/${w.hotel.id}`],
      ['occupancy:read', 'GET', `/api/hotels/${w.hotel.id}/occupancy?date=${day}`],
      ['reports:read', 'GET', `/api/reports/attendants/${w.hotel.id}?date=${day}`],
      ['reports:read', 'GET', `/api/room-statuses/hotel/${w.hotel.id}/history?date=${day}`],
      ['reports:read', 'GET', `/api/daily-cleaning-stats/${w.hotel.id}?date=${day}`],
      ['discrepancies:read', 'GET', `/api/hotels/${w.hotel.id}/discrepancies?date=${day}`],
      ['recurring-tasks:read', 'GET', `/api/hotels/${w.hotel.id}/recurring-tasks`],
    ];
    for (const [scope, method, url, body] of refused) {
      const answer = await asToken(rooms, method, url, body);
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(403);
      expect(answer.json(), url).toMatchObject({ reason: 'API_TOKEN_SCOPE_MISSING', values: { scope }, error: reasonMessage('API_TOKEN_SCOPE_MISSING', { scope }) });
    }
    // A reports token reads the reports, and nothing of the rooms.
    const reports = (await w.create({ name: 'Payroll', hotelId: w.hotel.id, scopes: ['reports:read'] })).json().token as string;
    expect((await asToken(reports, 'GET', `/api/reports/attendants/${w.hotel.id}?date=${day}`)).statusCode).toBe(200);
    expect((await asToken(reports, 'GET', `/api/room-statuses/hotel/${w.hotel.id}`)).json()).toMatchObject({ reason: 'API_TOKEN_SCOPE_MISSING', values: { scope: 'rooms:read' } });
  });

  it('keeps the older read and write shorthand: read is every read scope, write every scope', async () => {
    const w = await world();
    expect((await w.create({ name: 'Old script', hotelId: null, scope: 'write' })).json().scopes).toEqual(API_TOKEN_SCOPES);
    expect((await w.create({ name: 'Old BI', hotelId: null, scope: 'read' })).json().scopes).toEqual(READ_SCOPES);
  });
});
