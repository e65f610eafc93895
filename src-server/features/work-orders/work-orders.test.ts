import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testDatabases } from '../../test/test-db';
import { api, ORIGIN, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedMember, seedRooms, type Member } from '../../test/seed-rooms';
import { startReceiver } from '../../test/webhook-receiver';
import { TINY_PNG_BASE64 } from '../../test/procedure-policy';
import { multipartBody as multipart } from '../../test/multipart-body';

const PNG = Buffer.from(TINY_PNG_BASE64, 'base64');

describe.each(testDatabases())('work orders (DESIGN §18) on %s', (kind) => {
  const t = useTestApp(kind, {
    env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' },
    webhookWorker: { pollMs: 20, retry: { baseMs: 40, maxMs: 150, windowMs: 60_000 } },
  });
  const closers: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((r) => r.close()));
  });

  async function setup() {
    const hotel = await seedHotel(t.db, 'Harbour Hotel', 'America/Los_Angeles');
    const c = await seedCrew(t.app, t.db, hotel.id);
    const maintenance = await seedMember(t.app, t.db, 'maintenance', hotel.id, { fullName: 'Mo Fixer' });
    const rooms = await seedRooms(t.db, hotel.id, ['412', '413']);
    return { hotel, c, maintenance, rooms };
  }
  const upload = (who: Member, id: string, files: Parameters<typeof multipart>[0], fields?: Record<string, string>) => {
    const body = multipart(files, fields);
    return t.app.inject({
      method: 'POST',
      url: `/api/work-orders/${id}/photos`,
      headers: { cookie: who.cookie, origin: ORIGIN, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const report = (who: Member, body: Record<string, unknown>) => api(t.app, 'POST', '/api/work-orders', { cookie: who.cookie, body });
  const roomStatus = async (roomId: string) =>
    (await t.db.selectFrom('room_statuses').select(['status', 'notes', 'last_actor_id']).where('room_id', '=', roomId).executeTakeFirstOrThrow());

  it('a housekeeper reports a leaking tap that cannot be sold: the room goes out of order; a replay of the queued report changes nothing', async () => {
    const { hotel, c, rooms } = await setup();
    const room = rooms[0]!;
    const clientActionId = crypto.randomUUID();
    const body = { roomId: room.roomId, category: 'plumbing', note: 'Leaking tap', outOfOrder: true, clientActionId, priority: 'urgent', assigneeId: c.manager.id };
    const first = await report(c.housekeeper, body);
    expect(first.statusCode, first.body).toBe(200);
    const order = first.json();
    // A reporter's own priority and assignee are not theirs to set: the maintenance staff decide.
    expect(order).toMatchObject({ roomNumber: '412', category: 'plumbing', title: 'Plumbing', note: 'Leaking tap', status: 'open', priority: 'normal', assigneeId: null, outOfOrder: true, createdBy: c.housekeeper.id, createdByName: 'Hana Keeper' });
    // Out of order (DESIGN §17) from now, open ended, back to dirty unless chosen, off the housekeeper's list.
    expect(await roomStatus(room.roomId)).toMatchObject({ status: 'out_of_order', notes: 'Plumbing: Leaking tap', last_actor_id: c.housekeeper.id });
    const ooo = await t.db.selectFrom('room_statuses').select(['ooo_reason', 'ooo_from', 'ooo_until', 'ooo_return_status', 'assigned_to']).where('room_id', '=', room.roomId).executeTakeFirstOrThrow();
    expect(ooo).toMatchObject({ ooo_reason: 'plumbing', ooo_until: null, ooo_return_status: 'dirty', assigned_to: null });
    expect(Math.abs(new Date(ooo.ooo_from!).getTime() - new Date(order.createdAt).getTime())).toBeLessThan(1000);
    const history = await t.db.selectFrom('room_status_events').select(['to_status', 'action']).where('room_id', '=', room.roomId).execute();
    expect(history).toEqual([{ to_status: 'out_of_order', action: 'work_order_created' }]);

    const replay = await report(c.housekeeper, body);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json().id).toBe(order.id);
    expect(await t.db.selectFrom('work_orders').select('id').execute()).toHaveLength(1);
    expect(await t.db.selectFrom('room_status_events').select('id').where('room_id', '=', room.roomId).execute()).toHaveLength(1);
    const different = await report(c.housekeeper, { ...body, note: 'Something else' });
    expect(different.statusCode).toBe(409);
    expect(different.json()).toMatchObject({ reason: 'CHANGE_SENT_DIFFERENTLY' });

    // 'Can be sold' leaves the room as it is.
    const sellable = await report(c.housekeeper, { roomId: rooms[1]!.roomId, category: 'furniture', note: 'Wobbly chair', outOfOrder: false });
    expect(sellable.json()).toMatchObject({ outOfOrder: false });
    expect((await roomStatus(rooms[1]!.roomId)).status).toBe('clean');

    // Maintenance sees both, open; the housekeeper may not read the list.
    const list = await api(t.app, 'GET', `/api/work-orders/hotel/${hotel.id}?status=open`, { cookie: c.manager.cookie });
    expect(list.json().map((w: { note: string }) => w.note).sort()).toEqual(['Leaking tap', 'Wobbly chair']);
    const filtered = await api(t.app, 'GET', `/api/work-orders/hotel/${hotel.id}?category=furniture`, { cookie: c.manager.cookie });
    expect(filtered.json().map((w: { note: string }) => w.note)).toEqual(['Wobbly chair']);
    // The manager's room filter names the room as people do, by its number.
    const byNumber = await api(t.app, 'GET', `/api/work-orders/hotel/${hotel.id}?roomNumber=412`, { cookie: c.manager.cookie });
    expect(byNumber.json().map((w: { note: string }) => w.note)).toEqual(['Leaking tap']);
    const tooLong = await api(t.app, 'GET', `/api/work-orders/hotel/${hotel.id}?roomNumber=${'9'.repeat(21)}`, { cookie: c.manager.cookie });
    expect(tooLong.statusCode).toBe(400);
    expect((await api(t.app, 'GET', `/api/work-orders/hotel/${hotel.id}`, { cookie: c.housekeeper.cookie })).statusCode).toBe(403);
    expect((await api(t.app, 'GET', `/api/work-orders/hotel/${hotel.id}`, { cookie: c.frontdesk.cookie })).statusCode).toBe(403);
  });

  it("a queued 'cannot be sold' report on a room someone else changed since the tap is made, but the room is left as it is and the answer says why", async () => {
    const { c, rooms } = await setup();
    const [moved, kept] = [rooms[0]!, rooms[1]!];
    const versionOf = async (roomId: string) => (await t.db.selectFrom('room_statuses').select('version').where('room_id', '=', roomId).executeTakeFirstOrThrow()).version;
    const seen = await versionOf(moved.roomId);
    // The manager sets it dirty and hands it back to the same housekeeper while her phone is offline.
    expect((await api(t.app, 'POST', '/api/room-statuses', { cookie: c.manager.cookie, body: { roomId: moved.roomId, status: 'dirty' } })).statusCode).toBe(200);
    const assign = await api(t.app, 'POST', '/api/room-statuses/assign', { cookie: c.manager.cookie, body: { roomIds: [moved.roomId], housekeeperId: c.housekeeper.id } });
    expect(assign.statusCode, assign.body).toBe(200);
    const before = await t.db.selectFrom('room_statuses').selectAll().where('room_id', '=', moved.roomId).executeTakeFirstOrThrow();
    const body = { roomId: moved.roomId, category: 'plumbing', note: 'Leaking tap', outOfOrder: true, clientActionId: crypto.randomUUID(), expectedVersion: seen };
    const first = await report(c.housekeeper, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ roomNumber: '412', outOfOrder: true, roomRefusal: 'ROOM_MOVED_ON' });
    // The room is as the manager left it; the report has its history row all the same.
    expect(await t.db.selectFrom('room_statuses').selectAll().where('room_id', '=', moved.roomId).executeTakeFirstOrThrow()).toEqual(before);
    const history = await t.db.selectFrom('room_status_events').select(['action', 'to_status']).where('room_id', '=', moved.roomId).orderBy('at').execute();
    expect(history.at(-1)).toMatchObject({ action: 'work_order_created' });
    // A resend is answered the same, and makes nothing twice.
    const again = await report(c.housekeeper, body);
    expect(again.json()).toMatchObject({ id: first.json().id, roomRefusal: 'ROOM_MOVED_ON' });
    expect(await t.db.selectFrom('work_orders').select('id').execute()).toHaveLength(1);

    // Reassigned to someone else since the tap: said so.
    const other = await seedMember(t.app, t.db, 'housekeeper', first.json().hotelId);
    const keptSeen = await versionOf(kept.roomId);
    await api(t.app, 'POST', '/api/room-statuses', { cookie: c.manager.cookie, body: { roomId: kept.roomId, status: 'dirty' } });
    await api(t.app, 'POST', '/api/room-statuses/assign', { cookie: c.manager.cookie, body: { roomIds: [kept.roomId], housekeeperId: other.id } });
    const reassigned = await report(c.housekeeper, { ...body, roomId: kept.roomId, clientActionId: crypto.randomUUID(), expectedVersion: keptSeen });
    expect(reassigned.json()).toMatchObject({ roomRefusal: 'ROOM_REASSIGNED' });
    expect((await roomStatus(kept.roomId)).status).toBe('assigned');

    // Tapped on the room as it is: out of order, nothing refused.
    const current = await report(c.housekeeper, { ...body, roomId: kept.roomId, clientActionId: crypto.randomUUID(), expectedVersion: await versionOf(kept.roomId) });
    expect(current.json()).toMatchObject({ roomRefusal: null });
    expect((await roomStatus(kept.roomId)).status).toBe('out_of_order');
  });

  it('photos: JPEG/PNG/WebP by magic bytes, a text file named .jpg is a clear 400, at most 1 MB and 3 per report; served hotel-scoped with cache headers', async () => {
    const { c, maintenance, rooms } = await setup();
    const order = (await report(c.housekeeper, { roomId: rooms[0]!.roomId, category: 'plumbing', note: 'Leaking tap' })).json();
    const fake = await upload(c.housekeeper, order.id, [{ name: 'tap.jpg', bytes: Buffer.from('I am not a photo, just text') }]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ reason: 'PHOTO_NOT_IMAGE', error: 'This file is not a JPEG, PNG or WebP image' });
    const big = await upload(c.housekeeper, order.id, [{ name: 'big.png', bytes: Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]) }]);
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({ reason: 'PHOTO_TOO_LARGE', error: 'A photo can be at most 1 MB' });
    const four = await upload(c.housekeeper, order.id, Array.from({ length: 4 }, (_, i) => ({ name: `p${i}.png`, bytes: PNG })));
    expect(four.statusCode).toBe(400);
    expect(four.json()).toMatchObject({ reason: 'TOO_MANY_PHOTOS' });
    const notMultipart = await api(t.app, 'POST', `/api/work-orders/${order.id}/photos`, { cookie: c.housekeeper.cookie, body: {} });
    expect(notMultipart.statusCode).toBe(400);
    expect(await t.db.selectFrom('work_order_photos').select('id').execute()).toEqual([]);

    const uploadId = crypto.randomUUID();
    const ok = await upload(c.housekeeper, order.id, [{ name: 'tap.png', bytes: PNG, type: 'application/octet-stream' }], { clientActionId: uploadId });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().photoIds).toHaveLength(1);
    // The same upload sent again (the phone's queue retrying) stores nothing twice.
    expect((await upload(c.housekeeper, order.id, [{ name: 'tap.png', bytes: PNG }], { clientActionId: uploadId })).statusCode).toBe(200);
    expect(await t.db.selectFrom('work_order_photos').select('id').execute()).toHaveLength(1);
    // Two more fit; a third does not.
    expect((await upload(maintenance, order.id, [{ name: 'a.png', bytes: PNG }, { name: 'b.png', bytes: PNG }])).statusCode).toBe(200);
    expect((await upload(maintenance, order.id, [{ name: 'c.png', bytes: PNG }])).json()).toMatchObject({ reason: 'TOO_MANY_PHOTOS' });
    // Someone else's report is not a housekeeper's to add photos to.
    const other = await seedMember(t.app, t.db, 'housekeeper', order.hotelId);
    expect((await upload(other, order.id, [{ name: 'd.png', bytes: PNG }])).statusCode).toBe(403);

    const photoId = ok.json().photoIds[0];
    const photo = await api(t.app, 'GET', `/api/work-orders/${order.id}/photos/${photoId}`, { cookie: maintenance.cookie });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(photo.rawPayload.equals(PNG)).toBe(true);
    const elsewhere = await seedHotel(t.db, 'Elsewhere');
    const stranger = await seedMember(t.app, t.db, 'maintenance', elsewhere.id);
    expect((await api(t.app, 'GET', `/api/work-orders/${order.id}/photos/${photoId}`, { cookie: stranger.cookie })).statusCode).toBe(404);
    expect((await upload(stranger, order.id, [{ name: 'e.png', bytes: PNG }])).statusCode).toBe(404);
  });

  it('maintenance assigns, comments, and returns the room to service as dirty through the room change path; other hotels and wrong roles are refused', async () => {
    const { hotel, c, maintenance, rooms } = await setup();
    const room = rooms[0]!;
    const order = (await report(c.housekeeper, { roomId: room.roomId, category: 'plumbing', note: 'Leaking tap', outOfOrder: true })).json();
    const patched = await api(t.app, 'PATCH', `/api/work-orders/${order.id}`, {
      cookie: c.manager.cookie,
      body: { assigneeId: maintenance.id, priority: 'urgent', status: 'in_progress', dueAt: '2026-11-27T15:00:00Z' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ assigneeId: maintenance.id, assigneeName: 'Mo Fixer', priority: 'urgent', status: 'in_progress', dueAt: '2026-11-27T15:00:00.000Z' });
    // Only maintenance staff or managers of the hotel can be assigned.
    const toHousekeeper = await api(t.app, 'PATCH', `/api/work-orders/${order.id}`, { cookie: c.manager.cookie, body: { assigneeId: c.housekeeper.id } });
    expect(toHousekeeper.json()).toMatchObject({ reason: 'ASSIGNEE_NOT_STAFF' });
    const comment = await api(t.app, 'POST', `/api/work-orders/${order.id}/comments`, { cookie: maintenance.cookie, body: { content: 'New washer fitted' } });
    expect(comment.json().comments).toMatchObject([{ content: 'New washer fitted', authorName: 'Mo Fixer' }]);
    expect((await api(t.app, 'POST', `/api/work-orders/${order.id}/comments`, { cookie: c.housekeeper.cookie, body: { content: 'x' } })).statusCode).toBe(403);
    expect((await api(t.app, 'PATCH', `/api/work-orders/${order.id}`, { cookie: c.frontdesk.cookie, body: { status: 'done' } })).statusCode).toBe(403);
    const elsewhere = await seedHotel(t.db, 'Elsewhere');
    const stranger = await seedMember(t.app, t.db, 'maintenance', elsewhere.id);
    expect((await api(t.app, 'PATCH', `/api/work-orders/${order.id}`, { cookie: stranger.cookie, body: { status: 'done' } })).statusCode).toBe(404);
    expect((await api(t.app, 'GET', `/api/work-orders/hotel/${hotel.id}`, { cookie: stranger.cookie })).statusCode).toBe(404);

    const back = await api(t.app, 'POST', `/api/work-orders/${order.id}/return-to-service`, { cookie: maintenance.cookie, body: { status: 'dirty' } });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ status: 'done', returnStatus: 'dirty', doneAt: expect.any(String) });
    expect(await roomStatus(room.roomId)).toMatchObject({ status: 'dirty', last_actor_id: maintenance.id });
    const history = await t.db.selectFrom('room_status_events').select(['from_status', 'to_status', 'actor_id']).where('room_id', '=', room.roomId).orderBy('at').execute();
    expect(history.at(-1)).toEqual({ from_status: 'out_of_order', to_status: 'dirty', actor_id: maintenance.id });
    // The out of order has ended: its columns are cleared.
    const ended = await t.db.selectFrom('room_statuses').select(['ooo_reason', 'ooo_from', 'ooo_return_status']).where('room_id', '=', room.roomId).executeTakeFirstOrThrow();
    expect(ended).toEqual({ ooo_reason: null, ooo_from: null, ooo_return_status: null });
    const bad = await api(t.app, 'POST', `/api/work-orders/${order.id}/return-to-service`, { cookie: maintenance.cookie, body: { status: 'assigned' } });
    expect(bad.statusCode).toBe(400);
  });

  it("'Return to service' as clean puts the room back clean and sellable", async () => {
    const { c, maintenance, rooms } = await setup();
    const room = rooms[0]!;
    const order = (await report(c.housekeeper, { roomId: room.roomId, category: 'electrical', note: 'Lamp replaced', outOfOrder: true })).json();
    expect((await roomStatus(room.roomId)).status).toBe('out_of_order');
    const back = await api(t.app, 'POST', `/api/work-orders/${order.id}/return-to-service`, { cookie: maintenance.cookie, body: { status: 'clean' } });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ status: 'done', returnStatus: 'clean' });
    expect(await roomStatus(room.roomId)).toMatchObject({ status: 'clean', last_actor_id: maintenance.id });
    const history = await t.db.selectFrom('room_status_events').select(['from_status', 'to_status']).where('room_id', '=', room.roomId).orderBy('at').execute();
    expect(history.at(-1)).toEqual({ from_status: 'out_of_order', to_status: 'clean' });
  });

  it('the list as CSV: the hotel clock and the reader language', async () => {
    const { hotel, c, rooms } = await setup();
    await report(c.housekeeper, { roomId: rooms[0]!.roomId, category: 'plumbing', note: 'Leaking tap', outOfOrder: true });
    await sql`update work_orders set created_at = '2026-11-25T01:02:00Z'`.execute(t.db);
    const csv = await api(t.app, 'GET', `/api/work-orders/hotel/${hotel.id}?format=csv&lang=es`, { cookie: c.manager.cookie });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('ordenes-de-trabajo.csv');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Habitación,Zona,Categoría,Título,Nota,Prioridad,Estado,Asignada a,Vence,Bloqueada,Informada por,Informada,Terminada');
    // 01:02 UTC on the 25th is 17:02 on the 24th in Los Angeles.
    expect(lines[1]).toBe('412,,Fontanería,Plumbing,Leaking tap,Normal,Abierta,,,Sí,Hana Keeper,2026-11-24 17:02,');
  });

  it('webhooks tell of work_order.created and work_order.updated', async () => {
    const { hotel, c, maintenance, rooms } = await setup();
    const r = await startReceiver();
    closers.push(r);
    const hook = await api(t.app, 'POST', '/api/webhooks', { cookie: c.admin.cookie, body: { hotelId: hotel.id, url: r.url, events: ['work_order.created', 'work_order.updated'] } });
    expect(hook.statusCode, hook.body).toBe(200);
    const order = (await report(c.housekeeper, { roomId: rooms[0]!.roomId, category: 'electrical', note: 'Lamp flickers' })).json();
    await api(t.app, 'PATCH', `/api/work-orders/${order.id}`, { cookie: maintenance.cookie, body: { status: 'done' } });
    await expect.poll(() => r.received.filter((x) => x.status === 200).length, { timeout: 15_000 }).toBe(2);
    const bodies = r.received.map((x) => JSON.parse(x.body));
    expect(bodies.map((b) => b.type)).toEqual(['work_order.created', 'work_order.updated']);
    expect(bodies[0].data.workOrder).toMatchObject({ id: order.id, note: 'Lamp flickers' });
    expect(bodies[1].data.workOrder).toMatchObject({ id: order.id, status: 'done' });
  });

  it('webhooks tell of work_order.done once per order finished, by its status or by returning the room to service', async () => {
    const { hotel, c, maintenance, rooms } = await setup();
    const r = await startReceiver();
    closers.push(r);
    const hook = await api(t.app, 'POST', '/api/webhooks', { cookie: c.admin.cookie, body: { hotelId: hotel.id, url: r.url, events: ['work_order.done'] } });
    expect(hook.statusCode, hook.body).toBe(200);
    const lamp = (await report(c.housekeeper, { roomId: rooms[0]!.roomId, category: 'electrical', note: 'Lamp flickers' })).json();
    const tap = (await report(c.housekeeper, { roomId: rooms[1]!.roomId, category: 'plumbing', note: 'Leaking tap', outOfOrder: true })).json();
    await api(t.app, 'PATCH', `/api/work-orders/${lamp.id}`, { cookie: maintenance.cookie, body: { status: 'in_progress' } });
    await api(t.app, 'PATCH', `/api/work-orders/${lamp.id}`, { cookie: maintenance.cookie, body: { status: 'done' } });
    // Already done: a later change is an update, not a second 'done'.
    await api(t.app, 'PATCH', `/api/work-orders/${lamp.id}`, { cookie: maintenance.cookie, body: { note: 'Bulb replaced', status: 'done' } });
    await api(t.app, 'POST', `/api/work-orders/${tap.id}/return-to-service`, { cookie: maintenance.cookie, body: { status: 'dirty' } });
    await expect.poll(() => r.received.filter((x) => x.status === 200).length, { timeout: 15_000 }).toBe(2);
    const bodies = r.received.map((x) => JSON.parse(x.body));
    expect(bodies.map((b) => [b.type, b.data.workOrder.id])).toEqual([
      ['work_order.done', lamp.id],
      ['work_order.done', tap.id],
    ]);
    expect(bodies[0].data.workOrder).toMatchObject({ status: 'done', doneAt: expect.any(String) });
    expect(await t.db.selectFrom('hotel_changes').select('seq').where('event', '=', 'work_order.done').execute()).toHaveLength(2);
  });
});
