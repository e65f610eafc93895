import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedMember, seedRoom } from '../../test/seed-rooms';
import { expectError } from '../../test/http-checks';
import { TINY_PNG_BASE64 } from '../../test/procedure-policy';

/** DESIGN §20 (issue 31): checklists, scored inspections, the supervisor, self-check. */
describe.each(testDatabases())('checklists and scored inspections on %s', (kind) => {
  const t = useTestApp(kind);

  /** 12 items, weights 1–10: 'minibar' is critical, 'tap' opens a plumbing work order, 'mirror' needs a photo. */
  const ITEMS = Array.from({ length: 12 }, (_, n) => ({ id: `i${n}`, text: `Item ${n}`, weight: 5, photoRequired: false, critical: false }));
  ITEMS[0] = { ...ITEMS[0]!, id: 'minibar', text: 'Minibar restocked', critical: true };
  ITEMS[1] = { ...ITEMS[1]!, id: 'tap', text: 'Tap does not drip', maintenanceCategory: 'plumbing' } as (typeof ITEMS)[number];
  ITEMS[2] = { ...ITEMS[2]!, id: 'mirror', text: 'Mirror without streaks', photoRequired: true };

  async function setup() {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const supervisor = await seedMember(t.app, t.db, 'supervisor', hotel.id, { fullName: 'Sam Supervisor' });
    await t.db.updateTable('hotels').set({ inspection_required: true }).where('id', '=', hotel.id).execute();
    const made = await api(t.app, 'POST', `/api/hotels/${hotel.id}/checklists`, { cookie: c.manager.cookie, body: { name: 'Departure', cleaningTypes: ['departure'], items: ITEMS } });
    expect(made.statusCode, made.body).toBe(200);
    const room = await seedRoom(t.db, hotel.id, '301', { status: 'assigned', assigned_to: c.housekeeper.id, cleaning_type: 'departure' });
    const clean = await api(t.app, 'POST', '/api/room-statuses', { cookie: c.housekeeper.cookie, body: { roomId: room.roomId, status: 'clean' } });
    expect(clean.statusCode, clean.body).toBe(200);
    const photo = await api(t.app, 'POST', '/trpc/inspections.addPhoto', { cookie: supervisor.cookie, body: { roomId: room.roomId, base64: TINY_PNG_BASE64 } });
    expect(photo.statusCode, photo.body).toBe(200);
    return { hotel, c, supervisor, room, checklist: made.json(), photoId: photo.json().result.data.id as string };
  }
  const results = (fail: string[], photoId: string) => ITEMS.map((i) => ({ itemId: i.id, ok: !fail.includes(i.id), ...(i.id === 'mirror' || i.id === 'tap' ? { photoIds: [photoId] } : {}) }));

  it('checklists: managers create, list, edit and delete; the pass mark defaults to 85; bad input is a 400; other roles 403', async () => {
    const { hotel, c, supervisor, checklist } = await setup();
    expect(checklist).toMatchObject({ name: 'Departure', passMark: 85, roomTypeIds: [], cleaningTypes: ['departure'] });
    expect(checklist.items).toHaveLength(12);
    expect((await api(t.app, 'GET', `/api/hotels/${hotel.id}/checklists`, { cookie: supervisor.cookie })).json()).toHaveLength(1);
    expectError(await api(t.app, 'POST', `/api/hotels/${hotel.id}/checklists`, { cookie: supervisor.cookie, body: { name: 'X', items: ITEMS } }), 403, 'FORBIDDEN');
    expectError(await api(t.app, 'POST', `/api/hotels/${hotel.id}/checklists`, { cookie: c.manager.cookie, body: { name: 'X', items: [{ ...ITEMS[0], weight: 11 }] } }), 400, 'BAD_REQUEST');
    expectError(await api(t.app, 'POST', `/api/hotels/${hotel.id}/checklists`, { cookie: c.manager.cookie, body: { name: 'X', items: ITEMS, passMark: 101 } }), 400, 'BAD_REQUEST');
    const edited = await api(t.app, 'PATCH', `/api/checklists/${checklist.id}`, { cookie: c.manager.cookie, body: { passMark: 90, name: 'Departures' } });
    expect(edited.json()).toMatchObject({ passMark: 90, name: 'Departures' });
    const other = await seedHotel(t.db);
    const otherManager = await seedMember(t.app, t.db, 'manager', other.id);
    expectError(await api(t.app, 'PATCH', `/api/checklists/${checklist.id}`, { cookie: otherManager.cookie, body: { passMark: 10 } }), 404, 'NOT_FOUND');
    expect((await api(t.app, 'DELETE', `/api/checklists/${checklist.id}`, { cookie: c.manager.cookie })).json()).toEqual({ success: true });
    expect((await api(t.app, 'GET', `/api/hotels/${hotel.id}/checklists`, { cookie: c.manager.cookie })).json()).toEqual([]);
  });

  it('a supervisor passes a room: weighted score, inspected, one inspections row; a resend answers the same, once', async () => {
    const { c, supervisor, room, checklist, photoId } = await setup();
    const body = { checklistId: checklist.id, results: results(['i5'], photoId), clientActionId: randomUUID() };
    const res = await api(t.app, 'POST', `/api/rooms/${room.roomId}/inspections`, { cookie: supervisor.cookie, body });
    expect(res.statusCode, res.body).toBe(200);
    // 11 of 12 equal weights: 91.67 ≥ 85, nothing critical failed.
    expect(res.json()).toMatchObject({ score: 91.67, passed: true, failedItems: [], workOrderIds: [] });
    const again = await api(t.app, 'POST', `/api/rooms/${room.roomId}/inspections`, { cookie: supervisor.cookie, body });
    expect(again.json()).toEqual(res.json());
    const rows = await t.db.selectFrom('inspections').selectAll().where('room_id', '=', room.roomId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ passed: true, checklist_id: checklist.id, inspector_id: supervisor.id, attendant_id: c.housekeeper.id });
    expect(Number(rows[0]!.score)).toBe(91.67);
    const board = (await api(t.app, 'GET', `/api/room-statuses/room/${room.roomId}`, { cookie: c.manager.cookie })).json();
    expect(board).toMatchObject({ status: 'inspected', inspectedBy: supervisor.id });
  });

  it('a failed critical item sends the room back with only the failed items on her card and opens a work order with the photo', async () => {
    const { c, supervisor, room, checklist, photoId } = await setup();
    const res = await api(t.app, 'POST', `/api/rooms/${room.roomId}/inspections`, { cookie: supervisor.cookie, body: { checklistId: checklist.id, results: results(['minibar', 'tap'], photoId) } });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    // 10 of 12 is 83.33, and a critical item failed.
    expect(answer).toMatchObject({ score: 83.33, passed: false });
    expect(answer.failedItems).toEqual([
      { itemId: 'minibar', text: 'Minibar restocked', done: false },
      { itemId: 'tap', text: 'Tap does not drip', done: false },
    ]);
    expect(answer.workOrderIds).toHaveLength(1);
    const order = await t.db.selectFrom('work_orders').selectAll().where('id', '=', answer.workOrderIds[0]).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ room_id: room.roomId, category: 'plumbing', title: 'Tap does not drip', out_of_order: false });
    expect(await t.db.selectFrom('work_order_photos').select('id').where('work_order_id', '=', order.id).execute()).toHaveLength(1);

    const mine = (await api(t.app, 'GET', `/api/room-statuses/room/${room.roomId}`, { cookie: c.housekeeper.cookie })).json();
    expect(mine).toMatchObject({ status: 'assigned', assignedTo: c.housekeeper.id, failedItems: answer.failedItems });
    // She ticks one off; another housekeeper may not.
    const other = await seedMember(t.app, t.db, 'housekeeper', room.hotelId);
    expect((await api(t.app, 'POST', '/trpc/inspections.tickFailedItem', { cookie: other.cookie, body: { roomId: room.roomId, itemId: 'tap', done: true } })).statusCode).toBe(403);
    const ticked = await api(t.app, 'POST', '/trpc/inspections.tickFailedItem', { cookie: c.housekeeper.cookie, body: { roomId: room.roomId, itemId: 'tap', done: true } });
    expect(ticked.json().result.data.failedItems).toEqual([answer.failedItems[0], { ...answer.failedItems[1], done: true }]);
    // A tick is her card's detail, not a change of the room (writeDetails): the version stays, no history.
    expect(ticked.json().result.data.version).toBe(mine.version);
    expect(await t.db.selectFrom('room_status_events').select('id').where('room_id', '=', room.roomId).where('at', '>', new Date(mine.updatedAt)).execute()).toEqual([]);
    expect((await api(t.app, 'POST', '/trpc/inspections.tickFailedItem', { cookie: c.housekeeper.cookie, body: { roomId: room.roomId, itemId: 'mirror', done: true } })).statusCode).toBe(400);
    // Cleaning again clears them.
    const clean = await api(t.app, 'POST', '/api/room-statuses', { cookie: c.housekeeper.cookie, body: { roomId: room.roomId, status: 'clean' } });
    expect(clean.json().failedItems ?? null).toBeNull();
  });

  it('a required photo missing is a 400 naming the item, and nothing is stored; the front desk and housekeepers may not inspect', async () => {
    const { c, supervisor, room, checklist, photoId } = await setup();
    const body = { checklistId: checklist.id, results: results([], photoId).map((r) => (r.itemId === 'mirror' ? { itemId: 'mirror', ok: true } : r)) };
    const res = await api(t.app, 'POST', `/api/rooms/${room.roomId}/inspections`, { cookie: supervisor.cookie, body });
    expectError(res, 400, 'BAD_REQUEST');
    expect(res.json().error).toContain('Mirror without streaks');
    expectError(await api(t.app, 'POST', `/api/rooms/${room.roomId}/inspections`, { cookie: supervisor.cookie, body: { ...body, results: body.results.slice(1) } }), 400, 'BAD_REQUEST');
    expect(await t.db.selectFrom('inspections').select('id').where('room_id', '=', room.roomId).execute()).toEqual([]);
    expectError(await api(t.app, 'POST', `/api/rooms/${room.roomId}/inspections`, { cookie: c.frontdesk.cookie, body: { checklistId: checklist.id, results: results([], photoId) } }), 403, 'FORBIDDEN');
    expectError(await api(t.app, 'POST', `/api/rooms/${room.roomId}/inspections`, { cookie: c.housekeeper.cookie, body: { checklistId: checklist.id, results: results([], photoId) } }), 403, 'FORBIDDEN');
  });

  it('a plain pass and fail write inspections rows (100 and 0, no checklist); a supervisor may give them', async () => {
    const { c, supervisor, room } = await setup();
    const failed = await api(t.app, 'POST', `/api/rooms/${room.roomId}/inspection`, { cookie: supervisor.cookie, body: { result: 'fail', reason: 'Dust' } });
    expect(failed.statusCode, failed.body).toBe(200);
    await api(t.app, 'POST', '/api/room-statuses', { cookie: c.housekeeper.cookie, body: { roomId: room.roomId, status: 'clean' } });
    const passed = await api(t.app, 'POST', `/api/rooms/${room.roomId}/inspection`, { cookie: c.manager.cookie, body: { result: 'pass' } });
    expect(passed.json()).toMatchObject({ status: 'inspected' });
    const rows = await t.db.selectFrom('inspections').select(['score', 'passed', 'checklist_id']).where('room_id', '=', room.roomId).orderBy('inspected_at').execute();
    expect(rows.map((r) => ({ ...r, score: Number(r.score) }))).toEqual([
      { score: 0, passed: false, checklist_id: null },
      { score: 100, passed: true, checklist_id: null },
    ]);
  });

  it('self-check: with the setting on, she ticks items before Mark Clean and the inspection keeps what she ticked', async () => {
    const { hotel, c, supervisor, checklist, photoId } = await setup();
    await api(t.app, 'POST', '/trpc/checklists.setSelfCheck', { cookie: c.manager.cookie, body: { hotelId: hotel.id, selfCheck: true } });
    const room = await seedRoom(t.db, hotel.id, '302', { status: 'assigned', assigned_to: c.housekeeper.id, cleaning_type: 'departure' });
    const forRoom = await api(t.app, 'GET', `/trpc/checklists.forRoom?input=${encodeURIComponent(JSON.stringify({ roomId: room.roomId }))}`, { cookie: c.housekeeper.cookie });
    expect(forRoom.json().result.data).toMatchObject({ selfCheck: true, checklist: { id: checklist.id } });
    const lists = await api(t.app, 'GET', `/trpc/checklists.forSelfCheck?input=${encodeURIComponent(JSON.stringify({ hotelId: hotel.id }))}`, { cookie: c.housekeeper.cookie });
    expect(lists.json().result.data).toMatchObject({ selfCheck: true, checklists: [{ id: checklist.id }] });
    // From the phone's queue: a resend after the inspection cleared the ticks does not put them back.
    const clientActionId = '7c0a3f5e-1b2d-4c6e-8f90-1a2b3c4d5e6f';
    const sent = { roomId: room.roomId, itemIds: ['minibar', 'tap'], clientActionId };
    const versionOf = async () => (await t.db.selectFrom('room_statuses').select('version').where('room_id', '=', room.roomId).executeTakeFirstOrThrow()).version;
    const before = await versionOf();
    expect((await api(t.app, 'POST', '/trpc/inspections.selfCheck', { cookie: c.housekeeper.cookie, body: sent })).json().result.data).toEqual({ itemIds: ['minibar', 'tap'] });
    // Her ticks are the room's detail (writeDetails): the version stays.
    expect(await versionOf()).toBe(before);
    await api(t.app, 'POST', '/api/room-statuses', { cookie: c.housekeeper.cookie, body: { roomId: room.roomId, status: 'clean' } });
    const seen = await api(t.app, 'GET', `/trpc/checklists.forRoom?input=${encodeURIComponent(JSON.stringify({ roomId: room.roomId }))}`, { cookie: supervisor.cookie });
    expect(seen.json().result.data.selfChecked).toEqual(['minibar', 'tap']);
    const photo = (await api(t.app, 'POST', '/trpc/inspections.addPhoto', { cookie: supervisor.cookie, body: { roomId: room.roomId, base64: TINY_PNG_BASE64 } })).json().result.data.id;
    await api(t.app, 'POST', `/api/rooms/${room.roomId}/inspections`, { cookie: supervisor.cookie, body: { checklistId: checklist.id, results: results([], photo) } });
    const row = await t.db.selectFrom('inspections').select('results').where('room_id', '=', room.roomId).executeTakeFirstOrThrow();
    expect(row.results.find((r) => r.itemId === 'minibar')).toMatchObject({ selfChecked: true });
    expect(row.results.find((r) => r.itemId === 'i5')).toMatchObject({ selfChecked: false });
    expect((await api(t.app, 'POST', '/trpc/inspections.selfCheck', { cookie: c.housekeeper.cookie, body: sent })).json().result.data).toEqual({ itemIds: ['minibar', 'tap'] });
    const after = await api(t.app, 'GET', `/trpc/checklists.forRoom?input=${encodeURIComponent(JSON.stringify({ roomId: room.roomId }))}`, { cookie: supervisor.cookie });
    expect(after.json().result.data.selfChecked).toBeNull();
    void photoId;
  });

  it('self-check lists: none while the setting is off', async () => {
    const { hotel, c } = await setup();
    const lists = await api(t.app, 'GET', `/trpc/checklists.forSelfCheck?input=${encodeURIComponent(JSON.stringify({ hotelId: hotel.id }))}`, { cookie: c.housekeeper.cookie });
    expect(lists.json().result.data).toEqual({ selfCheck: false, checklists: [] });
  });
});
