import https from 'node:https';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedMember, seedRoom } from '../../test/seed-rooms';
import { expectError, expectInvalid } from '../../test/http-checks';
import { decryptPush, makeSubscriberKeys, startPushEndpoint, type PushEndpoint } from '../../test/push-endpoint';
import { changesSince } from '../../../src-server/realtime/change-log.queries';
import { buildChangeEvents } from '../../../src-server/realtime/change-events';
import { buildPayload, nextSubscribedEvent } from '../webhooks/webhook-events';
import { toActor } from '../../trpc/context';
import { testContext } from '../../test/test-context';
import { findUserById } from '../../db/users.queries';
import { updateRequest } from './guest-requests.service';

/** Issue 21, DESIGN §18: guest requests from the desk to the room's housekeeper and back. */
describe.each(testDatabases())('guest requests on %s', (kind) => {
  let endpoint: PushEndpoint;
  const t = useTestApp(kind, { pushAgent: new https.Agent({ rejectUnauthorized: false }), env: { PUSH_ENDPOINT_HOSTS: 'localhost' } });
  beforeAll(async () => {
    endpoint = await startPushEndpoint();
  });
  afterAll(() => endpoint.close());

  const seqOf = async (hotelId: string) => Number((await t.db.selectFrom('hotel_change_counters').select('change_seq').where('hotel_id', '=', hotelId).executeTakeFirstOrThrow()).change_seq);

  it('goes to the room housekeeper by default, as a push in her language; she does it in one tap, once; the desk sees by whom and how long', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const room = await seedRoom(t.db, hotel.id, '412', { status: 'assigned', assigned_to: c.housekeeper.id });
    const keys = makeSubscriberKeys();
    const sub = { endpoint: `${endpoint.url}/sub/request-es`, p256dhKey: keys.p256dhKey, authKey: keys.authKey, language: 'es' };
    expect((await api(t.app, 'POST', '/api/push/subscribe', { cookie: c.housekeeper.cookie, body: sub })).statusCode).toBe(200);
    endpoint.received.length = 0;
    const before = await seqOf(hotel.id);

    const created = await api(t.app, 'POST', `/api/hotels/${hotel.id}/guest-requests`, {
      cookie: c.frontdesk.cookie,
      body: { roomId: room.roomId, kind: 'towels', note: '2 bath towels', createdBy: c.manager.id },
    });
    expect(created.statusCode, created.body).toBe(200);
    const request = created.json();
    expect(request).toMatchObject({ roomNumber: '412', kind: 'towels', status: 'open', assignedTo: c.housekeeper.id, assignedToName: 'Hana Keeper', createdBy: c.frontdesk.id });
    await expect.poll(() => endpoint.received.length, { timeout: 5000 }).toBe(1);
    expect(JSON.parse(decryptPush(endpoint.received[0]!.body, keys))).toMatchObject({ title: 'Solicitud de huésped', body: 'Habitación 412: Toallas (2 bath towels)', roomNumbers: ['412'] });

    // Her phone's tasks.
    const mine = await api(t.app, 'GET', `/trpc/guestRequests.mine?input=${encodeURIComponent(JSON.stringify({ hotelId: hotel.id }))}`, { cookie: c.housekeeper.cookie });
    expect(mine.json().result.data.map((r: { id: string }) => r.id)).toEqual([request.id]);

    // Done from the queue: a replay answers the same, a different payload under the same id is refused.
    const clientActionId = crypto.randomUUID();
    const doneAt = new Date(Date.now() - 7 * 60_000).toISOString();
    const done = await api(t.app, 'PATCH', `/api/guest-requests/${request.id}`, { cookie: c.housekeeper.cookie, body: { status: 'done', clientActionId, doneAt } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'done', doneBy: c.housekeeper.id, doneByName: 'Hana Keeper', doneAt });
    const replay = await api(t.app, 'PATCH', `/api/guest-requests/${request.id}`, { cookie: c.housekeeper.cookie, body: { status: 'done', clientActionId, doneAt } });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json().doneAt).toBe(doneAt);
    expectError(await api(t.app, 'PATCH', `/api/guest-requests/${request.id}`, { cookie: c.housekeeper.cookie, body: { status: 'done', clientActionId, doneAt: new Date().toISOString() } }), 409, 'CONFLICT');
    expectError(await api(t.app, 'PATCH', `/api/guest-requests/${request.id}`, { cookie: c.housekeeper.cookie, body: { status: 'done' } }), 409, 'CONFLICT');
    expect(await t.db.selectFrom('hotel_changes').select('seq').where('hotel_id', '=', hotel.id).where('event', '=', 'guest_request.done').execute()).toHaveLength(1);

    // The desk's live events carry the rows: logged, then done.
    const since = await changesSince(t.db, hotel.id, before);
    if (since === 'gone' || since === null) throw new Error('no changes');
    const events = await Promise.all(since.changes.map((change) => buildChangeEvents(t.db, hotel.id, [change])));
    const rows = events.flat().flatMap((e) => (e.kind === 'guest-requests' ? e.requests : []));
    // One event per change, each with the request as it is now (a replay folds to the latest).
    expect(rows.map((r) => r.id)).toEqual([request.id, request.id]);
    expect(rows[1]).toMatchObject({ status: 'done', doneByName: 'Hana Keeper', minutesToDone: 0 });

    // The list, filtered.
    const list = await api(t.app, 'GET', `/api/hotels/${hotel.id}/guest-requests?status=done`, { cookie: c.frontdesk.cookie });
    expect(list.json().map((r: { id: string }) => r.id)).toEqual([request.id]);
    expect((await api(t.app, 'GET', `/api/hotels/${hotel.id}/guest-requests?status=open`, { cookie: c.frontdesk.cookie })).json()).toEqual([]);

    // The guest_request.done webhook carries the request.
    const event = await nextSubscribedEvent(t.db, hotel.id, ['guest_request.done'], 0, await seqOf(hotel.id));
    expect(event).toMatchObject({ type: 'guest_request.done', subjectId: request.id });
    expect(JSON.parse(await buildPayload(t.db, 'd1', event!)).data.guestRequest).toMatchObject({ id: request.id, status: 'done' });
  });

  it('took as long as it took: minutes from logged to done', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const room = await seedRoom(t.db, hotel.id, '101');
    const request = (await api(t.app, 'POST', `/api/hotels/${hotel.id}/guest-requests`, { cookie: c.manager.cookie, body: { roomId: room.roomId, kind: 'crib', assigneeId: c.housekeeper.id } })).json();
    await t.db.updateTable('guest_requests').set({ created_at: new Date(Date.now() - 25 * 60_000) as never }).where('id', '=', request.id).execute();
    const done = await api(t.app, 'PATCH', `/api/guest-requests/${request.id}`, { cookie: c.frontdesk.cookie, body: { status: 'done' } });
    expect(done.json()).toMatchObject({ status: 'done', doneBy: c.frontdesk.id, minutesToDone: 25 });
  });

  it('a room without a housekeeper has no assignee until one is chosen; a chosen person must be approved staff here', async () => {
    const hotel = await seedHotel(t.db);
    const other = await seedHotel(t.db, 'Other');
    const c = await seedCrew(t.app, t.db, hotel.id);
    const stranger = await seedMember(t.app, t.db, 'housekeeper', other.id);
    const room = await seedRoom(t.db, hotel.id, '101', { status: 'dirty' });
    const open = (await api(t.app, 'POST', `/api/hotels/${hotel.id}/guest-requests`, { cookie: c.frontdesk.cookie, body: { roomId: room.roomId, kind: 'amenities' } })).json();
    expect(open.assignedTo).toBeNull();
    expectError(
      await api(t.app, 'POST', `/api/hotels/${hotel.id}/guest-requests`, { cookie: c.frontdesk.cookie, body: { roomId: room.roomId, kind: 'towels', assigneeId: stranger.id } }),
      400,
      'BAD_REQUEST',
    );
    const reassigned = await api(t.app, 'PATCH', `/api/guest-requests/${open.id}`, { cookie: c.frontdesk.cookie, body: { assigneeId: c.housekeeper.id } });
    expect(reassigned.json()).toMatchObject({ assignedTo: c.housekeeper.id, status: 'open' });
    expectInvalid(await api(t.app, 'POST', `/api/hotels/${hotel.id}/guest-requests`, { cookie: c.frontdesk.cookie, body: { roomId: room.roomId, kind: 'other' } }), 'note');
    expectInvalid(await api(t.app, 'POST', `/api/hotels/${hotel.id}/guest-requests`, { cookie: c.frontdesk.cookie, body: { roomId: room.roomId, kind: 'pizza' } }), 'kind');
  });

  it('refuses a housekeeper logging one (403), another hotel (404), and a housekeeper doing or changing one not hers (403)', async () => {
    const hotel = await seedHotel(t.db);
    const other = await seedHotel(t.db, 'Other');
    const c = await seedCrew(t.app, t.db, hotel.id);
    const colleague = await seedMember(t.app, t.db, 'housekeeper', hotel.id);
    const otherDesk = await seedMember(t.app, t.db, 'frontdesk', other.id);
    const room = await seedRoom(t.db, hotel.id, '101', { status: 'assigned', assigned_to: c.housekeeper.id });
    expectError(await api(t.app, 'POST', `/api/hotels/${hotel.id}/guest-requests`, { cookie: c.housekeeper.cookie, body: { roomId: room.roomId, kind: 'towels' } }), 403, 'FORBIDDEN');
    expectError(await api(t.app, 'POST', `/api/hotels/${hotel.id}/guest-requests`, { cookie: otherDesk.cookie, body: { roomId: room.roomId, kind: 'towels' } }), 404, 'NOT_FOUND');
    // The path's hotel must be the room's.
    expectError(await api(t.app, 'POST', `/api/hotels/${other.id}/guest-requests`, { cookie: c.admin.cookie, body: { roomId: room.roomId, kind: 'towels' } }), 404, 'NOT_FOUND');
    const request = (await api(t.app, 'POST', `/api/hotels/${hotel.id}/guest-requests`, { cookie: c.frontdesk.cookie, body: { roomId: room.roomId, kind: 'towels' } })).json();
    expectError(await api(t.app, 'PATCH', `/api/guest-requests/${request.id}`, { cookie: colleague.cookie, body: { status: 'done' } }), 403, 'FORBIDDEN');
    expectError(await api(t.app, 'PATCH', `/api/guest-requests/${request.id}`, { cookie: c.housekeeper.cookie, body: { status: 'cancelled' } }), 403, 'FORBIDDEN');
    expectError(await api(t.app, 'PATCH', `/api/guest-requests/${request.id}`, { cookie: otherDesk.cookie, body: { status: 'done' } }), 404, 'NOT_FOUND');
    expectError(await api(t.app, 'GET', `/api/hotels/${hotel.id}/guest-requests`, { cookie: c.housekeeper.cookie }), 403, 'FORBIDDEN');
    expectError(await api(t.app, 'GET', `/api/hotels/${hotel.id}/guest-requests`, { cookie: otherDesk.cookie }), 404, 'NOT_FOUND');
    expectInvalid(await api(t.app, 'GET', `/api/hotels/${hotel.id}/guest-requests?from=yesterday`, { cookie: c.frontdesk.cookie }), 'from');
    expect((await t.db.selectFrom('guest_requests').select('status').where('id', '=', request.id).executeTakeFirstOrThrow()).status).toBe('open');
  });

  it('answers 409, changing nothing, when the request went to someone else between the guard and the row lock', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const colleague = await seedMember(t.app, t.db, 'housekeeper', hotel.id);
    const room = await seedRoom(t.db, hotel.id, '102', { status: 'assigned', assigned_to: c.housekeeper.id });
    const request = (await api(t.app, 'POST', `/api/hotels/${hotel.id}/guest-requests`, { cookie: c.frontdesk.cookie, body: { roomId: room.roomId, kind: 'towels' } })).json();
    // The guard let her through (it was hers); the desk hands it to a colleague before her transaction locks the row.
    await t.db.updateTable('guest_requests').set({ assigned_to: colleague.id }).where('id', '=', request.id).execute();
    const actor = toActor((await findUserById(t.db, c.housekeeper.id))!);
    const ctx = { ...testContext({ db: t.db }), actor, hotelId: hotel.id };
    await expect(updateRequest(ctx, { id: request.id, status: 'done' }, false)).rejects.toMatchObject({ code: 'CONFLICT', reason: 'GUEST_REQUEST_REASSIGNED' });
    expect(await t.db.selectFrom('guest_requests').select(['status', 'done_by']).where('id', '=', request.id).executeTakeFirstOrThrow()).toEqual({ status: 'open', done_by: null });
  });

  it('CSV on the hotel clock, in the reader language', async () => {
    const hotel = await seedHotel(t.db, 'Grand', 'America/Los_Angeles');
    const c = await seedCrew(t.app, t.db, hotel.id);
    const room = await seedRoom(t.db, hotel.id, '301', { status: 'assigned', assigned_to: c.housekeeper.id });
    const request = (await api(t.app, 'POST', `/api/hotels/${hotel.id}/guest-requests`, { cookie: c.frontdesk.cookie, body: { roomId: room.roomId, kind: 'extra_cleaning' } })).json();
    await t.db.updateTable('guest_requests').set({ created_at: new Date('2026-11-25T01:02:00Z') as never }).where('id', '=', request.id).execute();
    const res = await api(t.app, 'GET', `/api/hotels/${hotel.id}/guest-requests?format=csv&lang=es`, { cookie: c.manager.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/filename="solicitudes-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Habitación,Solicitud,Nota,Fecha de registro,Hora de registro,Para,Asignada a,Estado,Hecha por,Hecha a las,Minutos,Registrada por');
    expect(lines[1]).toBe('301,Limpieza adicional,,2026-11-24,17:02,,Hana Keeper,Abierta,,,,Frank Desk');
  });
});
