import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, signIn, useTestApp } from '../../test/test-app';
import { seedCrew, seedMember } from '../../test/seed-rooms';
import { hotelDate } from '../../../src-shared/hotel-time';
import type { ShiftRoster } from '../../../src-shared/shift.schemas';

describe.each(testDatabases())('the shift roster (issue 18) on %s', (kind) => {
  const t = useTestApp(kind);
  const url = (hotelId: string, date?: string) => `/api/hotels/${hotelId}/shift${date ? `?date=${date}` : ''}`;

  async function setup() {
    // A hotel far from UTC: 'today' is the hotel's day.
    const hotel = await seedHotel(t.db, 'Grand Hotel', 'Pacific/Kiritimati');
    const c = await seedCrew(t.app, t.db, hotel.id);
    const ola = await seedMember(t.app, t.db, 'housekeeper', hotel.id, { fullName: 'Ola Other' });
    return { hotel, c, ola, today: hotelDate('Pacific/Kiritimati') };
  }

  it("proposes a housekeeper at her first sign-in of the hotel's day; the manager sets exactly who is on shift", async () => {
    const { hotel, c, ola, today } = await setup();
    const first = await api(t.app, 'GET', url(hotel.id), { cookie: c.manager.cookie });
    expect(first.statusCode, first.body).toBe(200);
    // Both signed in while seeded: proposed, waiting for the manager's word.
    expect(first.json<ShiftRoster>()).toEqual({
      hotelId: hotel.id,
      date: today,
      members: [
        { housekeeperId: c.housekeeper.id, fullName: 'Hana Keeper', state: 'proposed' },
        { housekeeperId: ola.id, fullName: 'Ola Other', state: 'proposed' },
      ],
    });
    const set = await api(t.app, 'PUT', url(hotel.id), { cookie: c.manager.cookie, body: { housekeeperIds: [ola.id] } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<ShiftRoster>().members.map((m) => [m.fullName, m.state])).toEqual([
      ['Hana Keeper', 'off'],
      ['Ola Other', 'on'],
    ]);
    // Taken off, a later sign-in the same day does not propose her again.
    await signIn(t.app, c.housekeeper.email);
    const again = await api(t.app, 'GET', url(hotel.id, today), { cookie: c.admin.cookie });
    expect(again.json<ShiftRoster>().members.map((m) => m.state)).toEqual(['off', 'on']);
    // Another day is its own roster.
    const other = await api(t.app, 'GET', url(hotel.id, '2026-01-02'), { cookie: c.manager.cookie });
    expect(other.json<ShiftRoster>()).toEqual({ hotelId: hotel.id, date: '2026-01-02', members: [] });
    const planned = await api(t.app, 'PUT', url(hotel.id), { cookie: c.admin.cookie, body: { date: '2026-01-02', housekeeperIds: [c.housekeeper.id, ola.id] } });
    expect(planned.json<ShiftRoster>().members.map((m) => m.state)).toEqual(['on', 'on']);
  });

  it('logs a shift change so other managers’ screens refetch the roster', async () => {
    const { hotel, c, ola } = await setup();
    const board = await api(t.app, 'GET', `/api/room-statuses/hotel/${hotel.id}`, { cookie: c.manager.cookie });
    const seq = Number(board.headers['x-change-seq']);
    await api(t.app, 'PUT', url(hotel.id), { cookie: c.manager.cookie, body: { housekeeperIds: [ola.id] } });
    const kinds = await t.db.selectFrom('hotel_changes').select('kind').where('hotel_id', '=', hotel.id).where('seq', '>', String(seq)).execute();
    expect(kinds.map((k) => k.kind)).toEqual(['shift']);
  });

  it('refuses other roles (403; the desk may read), another hotel (404), and anyone but an approved housekeeper of the hotel (400)', async () => {
    const { hotel, c } = await setup();
    const other = await seedHotel(t.db, 'Other Hotel');
    const stranger = await seedMember(t.app, t.db, 'housekeeper', other.id, { fullName: 'Sam Stranger' });
    for (const who of [c.housekeeper, c.frontdesk]) {
      expect((await api(t.app, 'PUT', url(hotel.id), { cookie: who.cookie, body: { housekeeperIds: [] } })).statusCode).toBe(403);
    }
    expect((await api(t.app, 'GET', url(hotel.id), { cookie: c.housekeeper.cookie })).statusCode).toBe(403);
    // The desk reads the roster, to send a guest's request to someone on shift (issue 29), and only its own hotel's.
    expect((await api(t.app, 'GET', url(hotel.id), { cookie: c.frontdesk.cookie })).statusCode).toBe(200);
    expect((await api(t.app, 'GET', url(other.id), { cookie: c.frontdesk.cookie })).statusCode).toBe(404);
    expect((await api(t.app, 'GET', url(other.id), { cookie: c.manager.cookie })).statusCode).toBe(404);
    expect((await api(t.app, 'PUT', url(other.id), { cookie: c.manager.cookie, body: { housekeeperIds: [] } })).statusCode).toBe(404);
    for (const id of [stranger.id, c.frontdesk.id]) {
      const res = await api(t.app, 'PUT', url(hotel.id), { cookie: c.manager.cookie, body: { housekeeperIds: [id] } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ reason: 'SHIFT_MEMBER_NOT_HOUSEKEEPER' });
    }
    const badDay = await api(t.app, 'GET', url(hotel.id, '2026-02-30'), { cookie: c.manager.cookie });
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().error).toContain('yyyy-MM-dd');
    // Nothing changed by the refusals.
    const roster = await api(t.app, 'GET', url(hotel.id), { cookie: c.manager.cookie });
    expect(roster.json<ShiftRoster>().members.every((m) => m.state === 'proposed')).toBe(true);
  });
});
