import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { seedHotel, useTestApp } from '../../test/test-app';
import { seedRooms } from '../../test/seed-rooms';
import { hotelAnalytics } from './analytics.service';
import { inspectionScores } from './scores.service';

// Closed days well before today; the moments fall on other days in Chicago (UTC-6) than in Tokyo (UTC+9).
const FROM = '2026-10-01';
const TO = '2026-10-06';
const MOMENTS = ['2026-10-02T03:30:00Z', '2026-10-02T16:00:00Z', '2026-10-03T05:45:00Z', '2026-10-03T20:10:00Z', '2026-10-04T02:00:00Z', '2026-10-05T14:30:00Z'];

describe.each(testDatabases())('a hotel whose timezone changes has its analytics on the new clock (DESIGN §21) on %s', (kind) => {
  const t = useTestApp(kind);

  /** The same history in a new hotel: cleans and dirties, arrivals (with a time, and without), inspections. */
  async function hotelWithHistory(name: string, timezone: string) {
    const hotel = await seedHotel(t.db, name, timezone);
    const rooms = await seedRooms(t.db, hotel.id, ['101', '102', '103'], { status: 'dirty' });
    for (const [i, at] of MOMENTS.entries()) {
      const room = rooms[i % rooms.length]!;
      await t.db
        .insertInto('room_status_events')
        .values({ hotel_id: hotel.id, room_id: room.roomId, room_number: room.roomNumber, from_status: 'dirty', to_status: i % 3 === 2 ? 'dirty' : 'clean', at, worked_seconds: 600 + i * 60 })
        .execute();
      await t.db.insertInto('inspections').values({ hotel_id: hotel.id, room_id: room.roomId, score: 70 + i * 5, passed: i % 2 === 0, results: '[]', inspected_at: at }).execute();
    }
    for (const [i, day] of ['2026-10-02', '2026-10-03', '2026-10-04'].entries()) {
      await t.db
        .insertInto('room_occupancy')
        .values({ hotel_id: hotel.id, room_id: rooms[i]!.roomId, day, occupied: true, stay: 'arrival', source: 'api', arrival_time: i === 0 ? null : '11:00' })
        .execute();
    }
    return hotel;
  }

  // Everything but which hotel it is.
  const readings = async (hotelId: string) => ({
    analytics: { ...(await hotelAnalytics(t.db, hotelId, FROM, TO)), hotelId: undefined, hotelName: undefined },
    byAttendant: await inspectionScores(t.db, hotelId, { from: FROM, to: TO, by: 'attendant' }),
    byItem: await inspectionScores(t.db, hotelId, { from: FROM, to: TO, by: 'item' }),
  });

  it('reads as a hotel that always had the new timezone, after its days were read and kept on the old one', async () => {
    const moved = await hotelWithHistory('Moved', 'America/Chicago');
    const before = await readings(moved.id);
    const always = await hotelWithHistory('Always Tokyo', 'Asia/Tokyo');
    const expected = await readings(always.id);
    // The clocks differ enough that the same history reads differently: the test can tell them apart.
    expect(before).not.toEqual(expected);

    await t.db.updateTable('hotels').set({ timezone: 'Asia/Tokyo' }).where('id', '=', moved.id).execute();

    expect(await readings(moved.id)).toEqual(expected);
    // And what the writes recorded is on the new clock too, not only the readings.
    const cleanDays = async (hotelId: string) =>
      (await t.db.selectFrom('analytics_cleans').select('day').where('hotel_id', '=', hotelId).orderBy('day').execute()).map((r) => String(r.day));
    expect(await cleanDays(moved.id)).toEqual(await cleanDays(always.id));
  });

  it('a change of anything else of the hotel leaves its analytics as they were', async () => {
    const hotel = await hotelWithHistory('Renamed', 'America/Chicago');
    const before = await readings(hotel.id);
    await t.db.updateTable('hotels').set({ name: 'Renamed again' }).where('id', '=', hotel.id).execute();
    expect(await readings(hotel.id)).toEqual(before);
  });
});
