import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { seedHotel, seedUser, useTestApp } from '../../test/test-app';
import { createCallerFactory } from '../../trpc/init';
import { appRouter } from '../../trpc/app.router';
import { loadActor } from '../../trpc/context';
import { testContext } from '../../test/test-context';
import { createLocalBus, type HotelEvent } from '../../realtime/event-bus';

const createCaller = createCallerFactory(appRouter);

describe.each(testDatabases())('admin changes reach hotel screens on %s', (kind) => {
  const t = useTestApp(kind);

  it('logs and announces room, hotel and staff changes for the hotels concerned, after commit', async () => {
    const hotel = await seedHotel(t.db, 'A');
    const other = await seedHotel(t.db, 'B');
    const admin = await seedUser(t.db, { role: 'admin' });
    const pending = await seedUser(t.db, { status: 'pending' });
    const mover = await seedUser(t.db, { hotelId: hotel.id });
    const actor = await loadActor(t.db, { uid: admin.id, v: admin.session_version, iat: Math.floor(Date.now() / 1000) });
    const bus = createLocalBus();
    const abort = new AbortController();
    const seen: HotelEvent[] = [];
    const collect = async (hotelId: string) => {
      for await (const event of bus.stream(hotelId, abort.signal)) seen.push(event);
    };
    const done = Promise.all([collect(hotel.id), collect(other.id)]);
    const caller = createCaller(testContext({ db: t.db, actor, bus }));

    const room = await caller.rooms.create({ hotelId: hotel.id, roomNumber: '101', floor: 1 });
    await caller.rooms.update({ id: room.id, floor: 2 });
    await caller.rooms.delete({ id: room.id });
    await caller.hotels.update({ id: hotel.id, name: 'A2' });
    await caller.staff.approve({ userId: pending.id, hotelId: other.id, role: 'housekeeper' });
    await caller.staff.update({ id: mover.id, hotelId: other.id });
    await new Promise((resolve) => setTimeout(resolve, 20));
    abort.abort();
    await done;

    // Each change was announced after commit, once per hotel it touched, and took its
    // hotel's next sequence value (at commit).
    const notices = (hotelId: string) => seen.filter((e) => e.hotelId === hotelId).length;
    expect(notices(hotel.id)).toBe(5);
    expect(notices(other.id)).toBe(2);
    const log = async (hotelId: string) =>
      (await t.db.selectFrom('hotel_changes').select(['seq', 'kind', 'room_ids']).where('hotel_id', '=', hotelId).orderBy('seq').execute()).map(
        (r) => [Number(r.seq), r.kind, r.room_ids],
      );
    expect(await log(hotel.id)).toEqual([
      [1, 'rooms', [room.id]],
      [2, 'rooms', [room.id]],
      [3, 'removed', [room.id]],
      [4, 'hotel', []],
      [5, 'staff', []],
    ]);
    // The approved housekeeper joins B; the one who moved leaves A (above) and joins B.
    expect(await log(other.id)).toEqual([
      [1, 'staff', []],
      [2, 'staff', []],
    ]);
  });
});
