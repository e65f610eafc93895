import pg from 'pg';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../test/test-db';
import { seedHotel, useTestApp } from '../test/test-app';
import { eventsOf, seedCrew, seedRoom } from '../test/seed-rooms';
import { trpc } from '../test/trpc-http';

/**
 * A status change made at once (change-room-at-once.ts): read without a lock, written by one
 * statement guarded by the row as it was read. A change that lands in between is never
 * written over: the guarded write aborts and the change is made again the locking way.
 */
describe.each(testDatabases())('a change made at once on %s', (kind) => {
  const t = useTestApp(kind);

  /** Runs `between` once, on its own connection, just before the guarded write is sent; records each connection's statements. */
  async function withWriteBetween<T>(between: () => Promise<unknown>, body: () => Promise<T>) {
    const query = pg.Client.prototype.query;
    const texts: string[] = [];
    let done = false;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0] as string | { text: string };
      const text = typeof first === 'string' ? first : first.text;
      texts.push(text);
      if (!done && text.includes('room_change_conflict')) {
        done = true;
        return between().then(() => (query as (...a: unknown[]) => unknown).apply(this, args));
      }
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    try {
      return { result: await body(), texts, intervened: done };
    } finally {
      pg.Client.prototype.query = query;
    }
  }

  const boardRoom = (roomId: string) =>
    t.db.selectFrom('room_statuses').select(['status', 'version', 'priority', 'assigned_to']).where('room_id', '=', roomId).executeTakeFirstOrThrow();

  it.runIf(kind === 'postgres')('a change between the read and the write: the write aborts, the locking way writes over the room as it is now', async () => {
    const hotel = await seedHotel(t.db, 'Between');
    const crew = await seedCrew(t.app, t.db, hotel.id);
    const room = await seedRoom(t.db, hotel.id, '601', { status: 'dirty' });
    const clientActionId = crypto.randomUUID();
    const { result: res, texts, intervened } = await withWriteBetween(
      // Another instance assigns the room and marks it rush, after this change read it.
      () => sql`update room_statuses set status = 'assigned', assigned_to = ${crew.housekeeper.id}, priority = true, version = version + 1 where room_id = ${room.roomId}`.execute(t.db),
      () => trpc(t.app, 'mutation', 'roomStatuses.setStatus', { roomId: room.roomId, status: 'clean', clientActionId }, crew.manager.cookie),
    );
    expect(intervened).toBe(true);
    expect(res.status).toBe(200);
    // Made again the locking way, after the guarded write.
    const guarded = texts.findIndex((text) => text.includes('room_change_conflict'));
    expect(texts.slice(guarded).some((text) => /for update/.test(text))).toBe(true);
    const now = await boardRoom(room.roomId);
    expect(now).toMatchObject({ status: 'clean', version: 3 });
    // The answer is the room as written (its version after the one in between), not as first read.
    expect(res.data).toMatchObject({ status: 'clean', version: 3 });
    // One history row, from what the room was when the change was written.
    expect(await eventsOf(t.db, room.roomId)).toMatchObject([{ from: 'assigned', to: 'clean', clientActionId }]);
    expect(await t.db.selectFrom('client_actions').select('client_action_id').where('client_action_id', '=', clientActionId).execute()).toHaveLength(1);
  });

  it.runIf(kind === 'postgres')('a write of the room’s details only (no version bump) in between also sends the change the locking way', async () => {
    const hotel = await seedHotel(t.db, 'Details between');
    const crew = await seedCrew(t.app, t.db, hotel.id);
    const room = await seedRoom(t.db, hotel.id, '602', { status: 'dirty' });
    const { result: res, texts } = await withWriteBetween(
      () => sql`update room_statuses set self_checked = '["bed"]'::jsonb where room_id = ${room.roomId}`.execute(t.db),
      () => trpc(t.app, 'mutation', 'roomStatuses.setStatus', { roomId: room.roomId, status: 'clean' }, crew.manager.cookie),
    );
    expect(res.status).toBe(200);
    const guarded = texts.findIndex((text) => text.includes('room_change_conflict'));
    expect(texts.slice(guarded).some((text) => /for update/.test(text))).toBe(true);
    expect(await boardRoom(room.roomId)).toMatchObject({ status: 'clean', version: 2 });
    expect(await eventsOf(t.db, room.roomId)).toMatchObject([{ from: 'dirty', to: 'clean' }]);
  });

  it('many changes of one room at the same moment: each written over the one before, none lost, the history a chain', async () => {
    const hotel = await seedHotel(t.db, 'Crowd');
    const crew = await seedCrew(t.app, t.db, hotel.id);
    const room = await seedRoom(t.db, hotel.id, '603', { status: 'dirty' });
    const changes = Array.from({ length: 16 }, (_, i) => ({ roomId: room.roomId, status: (['clean', 'pms_updated', 'dirty'] as const)[i % 3], clientActionId: crypto.randomUUID() }));
    const answers = await Promise.all(changes.map((input) => trpc(t.app, 'mutation', 'roomStatuses.setStatus', input, crew.manager.cookie)));
    const written = answers.filter((a) => a.status === 200);
    // A change the rules refuse (the room already so) is a 4xx with a reason, never a 5xx.
    for (const a of answers) expect([200, 403, 409], JSON.stringify(a.error)).toContain(a.status);
    expect(written.length).toBeGreaterThan(0);
    const events = await eventsOf(t.db, room.roomId);
    expect(events).toHaveLength(written.length);
    events.forEach((event, i) => expect(event.from).toBe(i === 0 ? 'dirty' : events[i - 1]!.to));
    const now = await boardRoom(room.roomId);
    expect(now.version).toBe(1 + written.length);
    expect(now.status).toBe(events.at(-1)!.to);
    // Each answer is a version of its own: the room as that change wrote it.
    expect(new Set(written.map((a) => (a.data as { version: number }).version)).size).toBe(written.length);
  });
});
