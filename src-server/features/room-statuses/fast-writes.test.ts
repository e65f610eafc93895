import pg from 'pg';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { seedHotel, useTestApp } from '../../test/test-app';
import { countEvents, seedCrew, seedRooms } from '../../test/seed-rooms';
import { trpc } from '../../test/trpc-http';

/**
 * Issue 30: a status change costs few round trips (the signed-in user and the room's hotel
 * remembered, the session confirmed in the statement that reads the room, the live notice
 * sent by PostgreSQL at commit) and leaves the hotel's row alone (the change counter has a
 * row of its own), and a remembered session is as exact as a look-up.
 */
describe.each(testDatabases())('fast status changes on %s', (kind) => {
  const t = useTestApp(kind);

  const statusOf = async (roomId: string) =>
    (await t.db.selectFrom('room_statuses').select(['status', 'version']).where('room_id', '=', roomId).executeTakeFirstOrThrow());

  it('a session changed in the database since it was remembered is refused before anything is written', async () => {
    const hotel = await seedHotel(t.db, 'Remembered');
    const crew = await seedCrew(t.app, t.db, hotel.id);
    const [room] = await seedRooms(t.db, hotel.id, ['101'], { status: 'dirty' });
    // The first change looks the manager up (and remembers); the second acts from memory.
    expect((await trpc(t.app, 'mutation', 'roomStatuses.setStatus', { roomId: room!.roomId, status: 'clean' }, crew.manager.cookie)).status).toBe(200);
    expect((await trpc(t.app, 'mutation', 'roomStatuses.setStatus', { roomId: room!.roomId, status: 'dirty' }, crew.manager.cookie)).status).toBe(200);
    const before = { events: await countEvents(t.db), room: await statusOf(room!.roomId) };
    // By hand, no session version bump: another instance, or an administrator in psql.
    await t.db.updateTable('users').set({ status: 'rejected' }).where('id', '=', crew.manager.id).execute();
    const refused = await trpc(t.app, 'mutation', 'roomStatuses.setStatus', { roomId: room!.roomId, status: 'clean', clientActionId: crypto.randomUUID() }, crew.manager.cookie);
    expect(refused.status).toBe(401);
    expect(refused.error).toMatchObject({ code: 'UNAUTHORIZED' });
    expect({ events: await countEvents(t.db), room: await statusOf(room!.roomId) }).toEqual(before);
  });

  it('the clock acts from a remembered session, and is judged by the user as the database has them now', async () => {
    const hotel = await seedHotel(t.db, 'Clock');
    const crew = await seedCrew(t.app, t.db, hotel.id);
    const [room] = await seedRooms(t.db, hotel.id, ['111', '112'], { status: 'assigned', assigned_to: crew.housekeeper.id });
    const timer = (action: string, roomId = room!.roomId) =>
      trpc(t.app, 'mutation', 'roomLifecycle.timer', { roomId, action, clientActionId: crypto.randomUUID() }, crew.housekeeper.cookie);
    expect((await timer('start')).status).toBe(200);
    const paused = await timer('pause');
    expect(paused.status).toBe(200);
    expect(paused.data).toMatchObject({ timer: { state: 'paused' } });
    const before = await statusOf(room!.roomId);
    await t.db.updateTable('users').set({ role: 'maintenance' }).where('id', '=', crew.housekeeper.id).execute();
    // Refused with the remembered actor's session unconfirmed, then judged again as looked up: no longer a housekeeper.
    const refused = await timer('resume');
    expect(refused.status).toBe(403);
    expect(refused.error).toMatchObject({ code: 'FORBIDDEN' });
    expect(await statusOf(room!.roomId)).toEqual(before);
  });

  it('a user moved to another hotel since is judged by where they are now', async () => {
    const home = await seedHotel(t.db, 'Old home');
    const next = await seedHotel(t.db, 'New home');
    const crew = await seedCrew(t.app, t.db, home.id);
    const [old] = await seedRooms(t.db, home.id, ['201'], { status: 'dirty' });
    const [mine] = await seedRooms(t.db, next.id, ['301'], { status: 'dirty' });
    expect((await trpc(t.app, 'mutation', 'roomStatuses.setStatus', { roomId: old!.roomId, status: 'clean' }, crew.manager.cookie)).status).toBe(200);
    await t.db.updateTable('users').set({ hotel_id: next.id }).where('id', '=', crew.manager.id).execute();
    const before = await statusOf(old!.roomId);
    const elsewhere = await trpc(t.app, 'mutation', 'roomStatuses.setStatus', { roomId: old!.roomId, status: 'dirty' }, crew.manager.cookie);
    expect(elsewhere.status).toBe(404);
    expect(await statusOf(old!.roomId)).toEqual(before);
    // Remembered as in the old hotel: refused there first, then answered as a fresh look-up would.
    expect((await trpc(t.app, 'mutation', 'roomStatuses.setStatus', { roomId: mine!.roomId, status: 'clean' }, crew.manager.cookie)).status).toBe(200);
    expect((await statusOf(mine!.roomId)).status).toBe('clean');
  });

  it('a change leaves the hotel row untouched: the counter row takes the sequence', async () => {
    const hotel = await seedHotel(t.db, 'Quiet row');
    const crew = await seedCrew(t.app, t.db, hotel.id);
    const [room] = await seedRooms(t.db, hotel.id, ['401'], { status: 'dirty' });
    const hotelRow = () => sql<{ xmin: string }>`select xmin::text as xmin from hotels where id = ${hotel.id}`.execute(t.db).then((r) => r.rows[0]!.xmin);
    const counter = async () =>
      Number((await t.db.selectFrom('hotel_change_counters').select('change_seq').where('hotel_id', '=', hotel.id).executeTakeFirstOrThrow()).change_seq);
    const [xmin, seq] = [await hotelRow(), await counter()];
    for (const status of ['clean', 'dirty', 'clean'])
      expect((await trpc(t.app, 'mutation', 'roomStatuses.setStatus', { roomId: room!.roomId, status }, crew.manager.cookie)).status).toBe(200);
    expect(await hotelRow()).toBe(xmin);
    expect(await counter()).toBe(seq + 3);
  });

  it.runIf(kind === 'postgres')('a status change with a remembered session is two statements, neither in a transaction: read, then the guarded write', async () => {
    const hotel = await seedHotel(t.db, 'Round trips');
    const crew = await seedCrew(t.app, t.db, hotel.id);
    const [room] = await seedRooms(t.db, hotel.id, ['501'], { status: 'dirty' });
    expect((await trpc(t.app, 'mutation', 'roomStatuses.setStatus', { roomId: room!.roomId, status: 'clean' }, crew.manager.cookie)).status).toBe(200);
    // Every connection's statements: background passes (webhooks, PMS) share the pool and may run at the same moment.
    const query = pg.Client.prototype.query;
    const byClient = new Map<pg.Client, string[]>();
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0] as string | { text: string };
      const texts = byClient.get(this) ?? [];
      byClient.set(this, texts);
      texts.push(typeof first === 'string' ? first : first.text);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    try {
      const res = await trpc(t.app, 'mutation', 'roomStatuses.setStatus', { roomId: room!.roomId, status: 'dirty', clientActionId: crypto.randomUUID() }, crew.manager.cookie);
      expect(res.status).toBe(200);
    } finally {
      pg.Client.prototype.query = query;
    }
    // This change's statements name its room's tables; none of them follows a begin on its connection.
    const own = [...byClient.values()].flatMap((texts) =>
      texts.flatMap((text, i) => (/room_statuses|"users"|client_actions/.test(text) ? [{ text, inTransaction: texts.slice(0, i).lastIndexOf('begin') > texts.slice(0, i).lastIndexOf('commit') }] : [])),
    );
    expect(own.map(({ text }) => (text.includes('room_change_conflict') ? 'write' : text.includes('xmin::text') ? 'read' : text.slice(0, 40)))).toEqual(['read', 'write']);
    expect(own.some(({ inTransaction }) => inTransaction)).toBe(false);
  });
});
