import { describe, expect, it } from 'vitest';
import { testDatabases } from '../test/test-db';
import { api, seedHotel, useTestApp } from '../test/test-app';
import { seedCrew, seedRooms } from '../test/seed-rooms';

type Method = 'GET' | 'POST' | 'PATCH';
const NUL = 'a\u0000b';

/**
 * DESIGN §16: every text refuses U+0000 and is bounded, every date is a real day in
 * 2000–2100, room-number lists are bounded. Each case below was a 500 or a hang before.
 */
describe.each(testDatabases())('input bounds on %s', (kind) => {
  const t = useTestApp(kind, { env: { PUSH_ENDPOINT_HOSTS: 'push.test' } });

  async function setup() {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const [room] = await seedRooms(t.db, hotel.id, ['101']);
    return { hotel, c, room: room! };
  }

  it('each bad input is a 400 with the one error body, and nothing is written', async () => {
    const { hotel, c, room } = await setup();
    // 70 ranges of 999 rooms: 69,930 numbers in under 1 KB, once more bind parameters than PostgreSQL takes.
    const manyNumbers = Array.from({ length: 70 }, (_, i) => `${i * 1000 + 1}-${i * 1000 + 999}`).join(',');
    const push = { endpoint: 'https://push.test/x', p256dhKey: 'k', authKey: 'a' };
    const cases: [string, Method, string, unknown, string | null][] = [
      ['NUL in full name (profile)', 'PATCH', '/api/profile/me', { fullName: NUL }, 'Text cannot contain a NUL character'],
      ['NUL in full name (sign-up)', 'POST', '/api/auth/signup', { email: 'n@hotel.test', password: 'password123', fullName: NUL, role: 'housekeeper' }, 'Text cannot contain a NUL character'],
      ['NUL in requested hotel', 'POST', '/api/auth/signup', { email: 'n@hotel.test', password: 'password123', fullName: 'N', role: 'housekeeper', hotelName: NUL }, 'Text cannot contain a NUL character'],
      ['NUL in password', 'POST', '/api/auth/login', { email: 'n@hotel.test', password: NUL }, 'Text cannot contain a NUL character'],
      ['NUL in status notes', 'POST', '/api/room-statuses', { roomId: room.roomId, status: 'out_of_service', notes: NUL }, 'Text cannot contain a NUL character'],
      ['NUL in bulk notes', 'POST', '/api/room-statuses/bulk-dirty', { hotelId: hotel.id, roomNumbers: '101', notes: NUL }, 'Text cannot contain a NUL character'],
      ['NUL in note', 'POST', '/api/room-notes', { roomId: room.roomId, content: NUL }, 'Text cannot contain a NUL character'],
      ['NUL in push key', 'POST', '/api/push/subscribe', { ...push, p256dhKey: NUL }, 'Text cannot contain a NUL character'],
      ['NUL in push auth', 'POST', '/api/push/subscribe', { ...push, authKey: NUL }, 'Text cannot contain a NUL character'],
      ['push key too long', 'POST', '/api/push/subscribe', { ...push, authKey: 'a'.repeat(101) }, null],
      ['report on 9999-12-31', 'GET', `/api/daily-cleaning-stats/${hotel.id}?date=9999-12-31`, undefined, 'Please choose a date between 2000-01-01 and 2100-12-31'],
      ['report on 0000-01-01', 'GET', `/api/daily-cleaning-stats/${hotel.id}?date=0000-01-01`, undefined, 'Please choose a date between 2000-01-01 and 2100-12-31'],
      ['report on 2026-02-30', 'GET', `/api/daily-cleaning-stats/${hotel.id}?date=2026-02-30`, undefined, 'Please choose a date as yyyy-MM-dd'],
      ['report on 2026-13-01', 'GET', `/api/daily-cleaning-stats/${hotel.id}?date=2026-13-01`, undefined, 'Please choose a date as yyyy-MM-dd'],
      ['NUL in an offline time', 'PATCH', `/api/room-statuses/${room.statusId}`, { status: 'out_of_service', cleanedAt: NUL }, 'Text cannot contain a NUL character'],
      ['offline time too long', 'PATCH', `/api/room-statuses/${room.statusId}`, { status: 'out_of_service', cleanedAt: '2'.repeat(41) }, null],
      ['room number past 2^53', 'POST', '/api/room-statuses/bulk-dirty', { hotelId: hotel.id, roomNumbers: '9007199254740993-9007199254740993' }, 'Room numbers go up to 999999'],
      ['room number past 999999', 'POST', '/api/room-statuses/bulk-pms', { hotelId: hotel.id, roomNumbers: '1000000' }, 'Room numbers go up to 999999'],
      ['over 2000 numbers', 'POST', '/api/room-statuses/bulk-dirty', { hotelId: hotel.id, roomNumbers: '1-1000, 2001-3000, 9000' }, 'At most 2000 rooms at a time'],
      ['over 65535 numbers', 'POST', '/api/room-statuses/bulk-pms', { hotelId: hotel.id, roomNumbers: manyNumbers }, 'At most 2000 rooms at a time'],
      ['NUL in hotel name', 'POST', '/api/hotels', { name: NUL, rooms: '101' }, 'Text cannot contain a NUL character'],
      ['NUL in alias', 'PATCH', `/api/profiles/${c.housekeeper.id}`, { alias: NUL }, 'Text cannot contain a NUL character'],
    ];
    const before = await t.db.selectFrom('room_status_events').select('id').execute();
    for (const [label, method, url, body, message] of cases) {
      const cookie = url.startsWith('/api/hotels') || url.startsWith('/api/profiles/') ? c.admin.cookie : c.manager.cookie;
      const started = Date.now();
      const res = await api(t.app, method, url, { cookie, body });
      expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
      expect(Date.now() - started, label).toBeLessThan(1000);
      const json = res.json();
      expect(json.code, label).toBe('BAD_REQUEST');
      if (message) expect(json.error, label).toBe(message);
    }
    expect(await t.db.selectFrom('room_status_events').select('id').execute()).toEqual(before);
    expect(await t.db.selectFrom('room_notes').select('id').execute()).toEqual([]);
    expect(await t.db.selectFrom('push_subscriptions').select('id').execute()).toEqual([]);
  });

  it('the bounds still let real input through: 2000 numbers, 999999, the first and last day', async () => {
    const { hotel, c } = await setup();
    const dirty = await api(t.app, 'POST', '/api/room-statuses/bulk-dirty', {
      cookie: c.manager.cookie,
      body: { hotelId: hotel.id, roomNumbers: '1-1000, 2001-3000' },
    });
    // No room 1–3000 but 101 exists: one match.
    expect(dirty.statusCode, dirty.body).toBe(200);
    expect(dirty.json().count).toBe(1);
    for (const date of ['2000-01-01', '2100-12-31', '2028-02-29']) {
      const res = await api(t.app, 'GET', `/api/daily-cleaning-stats/${hotel.id}?date=${date}`, { cookie: c.manager.cookie });
      expect(res.statusCode, date).toBe(200);
    }
  });
});
