import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { seedHotel, seedUser, useTestApp } from '../../test/test-app';
import { eventsOf, seedRoom, statusOf } from '../../test/seed-rooms';
import { createCallerFactory } from '../../trpc/init';
import { appRouter } from '../../trpc/app.router';
import { loadActor } from '../../trpc/context';
import { testContext } from '../../test/test-context';

const createCaller = createCallerFactory(appRouter);

describe.each(testDatabases())('rooms of a housekeeper who leaves on %s', (kind) => {
  const t = useTestApp(kind);

  async function setUp() {
    const hotel = await seedHotel(t.db);
    const other = await seedHotel(t.db, 'Other');
    const admin = await seedUser(t.db, { role: 'admin' });
    const actor = await loadActor(t.db, { uid: admin.id, v: admin.session_version, iat: Math.floor(Date.now() / 1000) });
    const hk = await seedUser(t.db, { role: 'housekeeper', hotelId: hotel.id });
    const waiting = await seedRoom(t.db, hotel.id, '101', { status: 'assigned', assigned_to: hk.id, notes: 'Extra bed' });
    const broken = await seedRoom(t.db, hotel.id, '102', { status: 'out_of_service', assigned_to: hk.id });
    return { hotel, other, admin, hk, waiting, broken, caller: createCaller(testContext({ db: t.db, actor })) };
  }

  it('deactivation sends their waiting rooms back to dirty and unassigned, with history', async () => {
    const { admin, hk, waiting, broken, caller } = await setUp();
    await caller.staff.deactivate({ userId: hk.id });
    expect(await statusOf(t.db, waiting.roomId)).toMatchObject({ status: 'dirty', assignedTo: null, assignedAt: null, notes: 'Extra bed' });
    expect((await eventsOf(t.db, waiting.roomId)).at(-1)).toMatchObject({ from: 'assigned', to: 'dirty', actor: admin.id, assignedTo: null });
    // Out of service is not waiting for them: it stays as it is.
    expect(await statusOf(t.db, broken.roomId)).toMatchObject({ status: 'out_of_service', assignedTo: hk.id });
  });

  it('a move to another hotel or another role releases them too; a new alias does not', async () => {
    const { other, hk, waiting, caller } = await setUp();
    await caller.staff.update({ id: hk.id, alias: 'Hana' });
    expect(await statusOf(t.db, waiting.roomId)).toMatchObject({ status: 'assigned', assignedTo: hk.id });
    await caller.staff.update({ id: hk.id, hotelId: other.id });
    expect(await statusOf(t.db, waiting.roomId)).toMatchObject({ status: 'dirty', assignedTo: null });
  });

  it('a role change releases them', async () => {
    const { hk, waiting, caller } = await setUp();
    await caller.roles.update({ userId: hk.id, role: 'frontdesk' });
    expect(await statusOf(t.db, waiting.roomId)).toMatchObject({ status: 'dirty', assignedTo: null });
  });
});
