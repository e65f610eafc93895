import { describe, expect, it } from 'vitest';
import { testDatabases } from '../test/test-db';
import { api, seedHotel, useTestApp } from '../test/test-app';
import { seedCrew, seedRooms } from '../test/seed-rooms';
import type { EventBus } from './event-bus';

/** A change is committed before it is announced: a failed notice must not turn it into a 500. */
describe.each(testDatabases())('announcing a committed change on %s', (kind) => {
  const failing: EventBus = {
    publish: async () => {
      throw new Error('notice lost');
    },
    stream: async function* () {},
    close: async () => undefined,
  };
  const t = useTestApp(kind, { bus: failing });

  it('answers 200 with the change saved when the live-update notice fails', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const [room] = await seedRooms(t.db, hotel.id, ['101']);
    const res = await api(t.app, 'POST', '/api/room-statuses', { cookie: c.manager.cookie, body: { roomId: room!.roomId, status: 'dirty' } });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.db.selectFrom('room_statuses').select('status').where('room_id', '=', room!.roomId).executeTakeFirstOrThrow();
    expect(row.status).toBe('dirty');
  });
});

/** The answer does not wait for the notice (announce.ts): a notice that never completes holds nothing up. */
describe.each(testDatabases())('a slow live-update notice on %s', (kind) => {
  let published = 0;
  const stuck: EventBus = {
    publish: () => {
      published += 1;
      return new Promise<void>(() => undefined);
    },
    stream: async function* () {},
    close: async () => undefined,
  };
  const t = useTestApp(kind, { bus: stuck });

  it('the change is answered at once, and announced once', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const [room] = await seedRooms(t.db, hotel.id, ['101']);
    // Signing the crew in announced the housekeeper's shift proposal (issue 18); the change is counted alone.
    published = 0;
    // Signing the crew in announced the housekeeper's shift proposal (issue 18); the change is counted alone.
    published = 0;
    const res = await api(t.app, 'POST', '/api/room-statuses', { cookie: c.manager.cookie, body: { roomId: room!.roomId, status: 'dirty' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(published).toBe(1);
  });
});
