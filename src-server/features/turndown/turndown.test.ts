import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { seedHotel, useTestApp } from '../../test/test-app';
import { expectError, expectInvalid, send } from '../../test/http-checks';
import { seedCrew, seedMember, seedRooms } from '../../test/seed-rooms';
import { hotelDate } from '../../../src-shared/hotel-time';
import type { TurndownList } from '../../../src-shared/turndown.schemas';
import type { HistoryRow } from '../../../src-shared/room-lifecycle.schemas';
import { buildChangeEvents } from '../../realtime/change-events';
import type { LogKind } from '../../realtime/change-log.queries';

/**
 * Issue 32 point 4, the evening turndown through the real HTTP surface: tonight's list planned
 * from occupancy by each rule, shared among the evening roster, done by the attendant, and its
 * own lines (and credits) in the attendant report; the day's enums and CSV columns as they were.
 */
describe.each(testDatabases())('the evening turndown on %s', (kind) => {
  const t = useTestApp(kind);

  async function world() {
    const hotel = await seedHotel(t.db, 'Harbour Hotel');
    const c = await seedCrew(t.app, t.db, hotel.id);
    const zoe = await seedMember(t.app, t.db, 'housekeeper', hotel.id, { fullName: 'Zoe Evening' });
    const rooms = await seedRooms(t.db, hotel.id, ['101', '102', '103', '104', '105', '106', '107']);
    const [suite] = await t.db
      .insertInto('room_types')
      .values({ hotel_id: hotel.id, name: 'Suite', credits_departure: 40, credits_stayover: 20, credits_touch_up: 5, credits_turndown: 9 })
      .returning('id')
      .execute();
    await t.db.updateTable('rooms').set({ room_type_id: suite!.id }).where('id', '=', rooms[1]!.roomId).execute();
    // 107 is occupied but out of order: nobody turns it down.
    await t.db.updateTable('room_statuses').set({ status: 'out_of_order' }).where('room_id', '=', rooms[6]!.roomId).execute();
    const today = hotelDate(hotel.timezone);
    await send(t.app, 'PUT', `/api/hotels/${hotel.id}/occupancy?date=${today}`, {
      cookie: c.manager.cookie,
      body: {
        rooms: [
          { roomNumber: '101', occupied: true, stay: 'stayover', nightsSoFar: 1 },
          { roomNumber: '102', occupied: true, stay: 'stayover', nightsSoFar: 2, vip: 2 },
          { roomNumber: '103', occupied: false, stay: 'arrival', turndownRequested: true },
          { roomNumber: '104', occupied: true, stay: 'due_out', vip: 3, turndownRequested: true },
          { roomNumber: '105', occupied: false, stay: 'vacant' },
          { roomNumber: '106', occupied: false, stay: 'departed' },
          { roomNumber: '107', occupied: true, stay: 'stayover', vip: 1 },
        ],
      },
    });
    const rules = (turndownRule: string) => send(t.app, 'PUT', `/api/hotels/${hotel.id}/cleaning-rules`, { cookie: c.manager.cookie, body: { turndownRule } });
    const list = async (cookie = c.manager.cookie) => {
      const res = await send(t.app, 'GET', `/api/hotels/${hotel.id}/turndowns`, { cookie });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as TurndownList;
    };
    const roster = (housekeeperIds: string[], cookie = c.manager.cookie) =>
      send(t.app, 'PUT', `/api/hotels/${hotel.id}/evening-roster`, { cookie, body: { housekeeperIds } });
    return { hotel, c, zoe, rooms, today, rules, list, roster };
  }
  const numbers = (l: TurndownList) => l.rooms.map((r) => r.roomNumber);

  it('plans exactly the rooms of each rule from tonight’s occupancy: none until the hotel chooses', async () => {
    const w = await world();
    const off = await w.list();
    expect(off.rule).toBe('off');
    expect(off.rooms).toEqual([]);
    expect((await w.rules('all_occupied')).statusCode).toBe(200);
    // Stayovers and arrivals sleep here tonight; due out, departed, vacant and out of order do not.
    const all = await w.list();
    expect(numbers(all)).toEqual(['101', '102', '103']);
    expect(all.rooms.map((r) => r.why)).toEqual(['occupied', 'occupied', 'occupied']);
    await w.rules('vip');
    expect((await w.list()).rooms.map((r) => [r.roomNumber, r.why, r.vip])).toEqual([['102', 'vip', 2]]);
    await w.rules('on_request');
    expect((await w.list()).rooms.map((r) => [r.roomNumber, r.why])).toEqual([['103', 'requested']]);
    await w.rules('off');
    expect((await w.list()).rooms).toEqual([]);
    expectInvalid(await w.rules('sometimes'), 'turndownRule');
    // The rule is part of the hotel's rules, read back as set.
    const get = await send(t.app, 'GET', `/api/hotels/${w.hotel.id}/cleaning-rules`, { cookie: w.c.manager.cookie });
    expect(get.json().turndownRule).toBe('off');
  });

  it('prices each room by its type’s turndown credits, and shares the rooms among the evening roster without typing', async () => {
    const w = await world();
    await w.rules('all_occupied');
    const unassigned = await w.list();
    expect(unassigned.rooms.map((r) => [r.roomNumber, r.credits])).toEqual([['101', 4], ['102', 9], ['103', 4]]);
    expect(unassigned.rooms.every((r) => r.assignedTo === null)).toBe(true);
    const set = await w.roster([w.zoe.id, w.c.housekeeper.id]);
    expect(set.statusCode, set.body).toBe(200);
    const planned = set.json() as TurndownList;
    expect(planned.roster.map((m) => m.fullName)).toEqual(['Hana Keeper', 'Zoe Evening']);
    expect(planned.rooms.every((r) => r.assignedTo !== null)).toBe(true);
    expect(new Set(planned.rooms.map((r) => r.assignedTo)).size).toBe(2);
    // The same occupancy and roster plan the same list.
    expect((await w.list()).rooms).toEqual(planned.rooms);
    // Each attendant sees her own rooms only, and herself on the roster.
    const zoes = await w.list(w.zoe.cookie);
    expect(zoes.roster.map((m) => m.housekeeperId)).toEqual([w.zoe.id]);
    expect(zoes.rooms.length).toBeGreaterThan(0);
    expect(zoes.rooms.every((r) => r.assignedTo === w.zoe.id)).toBe(true);
    expect(zoes.rooms.map((r) => r.roomNumber)).toEqual(planned.rooms.filter((r) => r.assignedTo === w.zoe.id).map((r) => r.roomNumber));
    // Only housekeepers of the hotel; managers only.
    expectError(await w.roster([w.c.frontdesk.id]), 400, 'BAD_REQUEST');
    expectError(await w.roster([w.zoe.id], w.zoe.cookie), 403, 'FORBIDDEN');
    expectError(await send(t.app, 'GET', `/api/hotels/${w.hotel.id}/turndowns`, { cookie: w.c.frontdesk.cookie }), 403, 'FORBIDDEN');
    const other = await seedHotel(t.db, 'Other Hotel');
    expectError(await send(t.app, 'GET', `/api/hotels/${other.id}/turndowns`, { cookie: w.c.manager.cookie }), 404, 'NOT_FOUND');
    // An empty roster leaves the list planned, with nobody on it.
    expect(((await w.roster([])).json() as TurndownList).rooms.every((r) => r.assignedTo === null)).toBe(true);
  });

  it('records a turndown done once, and counts it on its own lines of the attendant report (JSON and CSV)', async () => {
    const w = await world();
    await w.rules('all_occupied');
    await w.roster([w.zoe.id]);
    const suiteRoom = w.rooms[1]!.roomId;
    const done = await send(t.app, 'POST', `/api/rooms/${suiteRoom}/turndown`, { cookie: w.zoe.cookie });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ roomId: suiteRoom, date: w.today });
    // A second tap (or a retry) changes nothing.
    expect((await send(t.app, 'POST', `/api/rooms/${suiteRoom}/turndown`, { cookie: w.c.housekeeper.cookie })).statusCode).toBe(200);
    await send(t.app, 'POST', `/api/rooms/${w.rooms[0]!.roomId}/turndown`, { cookie: w.zoe.cookie });
    const mine = await w.list(w.zoe.cookie);
    expect(mine.rooms.find((r) => r.roomId === suiteRoom)).toMatchObject({ doneBy: w.zoe.id });
    expect(mine.rooms.find((r) => r.roomId === suiteRoom)!.doneAt).not.toBeNull();

    const report = await send(t.app, 'GET', `/api/reports/attendants/${w.hotel.id}?date=${w.today}`, { cookie: w.c.manager.cookie });
    expect(report.statusCode, report.body).toBe(200);
    const zoe = (report.json() as { housekeeperId: string; turndowns: number; turndownCredits: number; roomsCleaned: number; credits: number }[]).find(
      (r) => r.housekeeperId === w.zoe.id,
    );
    // The suite's 9 and a typeless room's 4; the day's cleans untouched.
    expect(zoe).toMatchObject({ turndowns: 2, turndownCredits: 13, roomsCleaned: 0, credits: 0 });
    const csv = await send(t.app, 'GET', `/api/reports/attendants/${w.hotel.id}?date=${w.today}&format=csv&lang=en`, { cookie: w.c.manager.cookie });
    expect(csv.statusCode).toBe(200);
    const [header, row] = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(header).toBe(
      'Housekeeper,Rooms cleaned,Credits,Minutes worked,Minutes per room,Deferrals,Inspections passed,Inspections failed,Turndowns,Turndown credits,Housekeeper ID',
    );
    expect(row).toBe(`Zoe Evening,0,0,0,,0,0,0,2,13,${w.zoe.id}`);

    // Another hotel's room is not found; the front desk does not record turndowns.
    const other = await seedHotel(t.db, 'Other Hotel');
    const [far] = await seedRooms(t.db, other.id, ['901']);
    expectError(await send(t.app, 'POST', `/api/rooms/${far!.roomId}/turndown`, { cookie: w.zoe.cookie }), 404, 'NOT_FOUND');
    expectError(await send(t.app, 'POST', `/api/rooms/${suiteRoom}/turndown`, { cookie: w.c.frontdesk.cookie }), 403, 'FORBIDDEN');
  });

  it('keeps the room types’ turndown credits: 4 when not given, kept when a client leaves them out', async () => {
    const w = await world();
    const made = await send(t.app, 'POST', `/api/hotels/${w.hotel.id}/room-types`, {
      cookie: w.c.admin.cookie,
      body: { name: 'Queen', credits: { departure: 30, stayover: 15, touchUp: 5 } },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().credits).toEqual({ departure: 30, stayover: 15, touchUp: 5, turndown: 4 });
    const id = made.json().id as string;
    const patch = (credits: unknown) => send(t.app, 'PATCH', `/api/room-types/${id}`, { cookie: w.c.admin.cookie, body: { credits } });
    expect((await patch({ departure: 30, stayover: 15, touchUp: 5, turndown: 6 })).json().credits.turndown).toBe(6);
    expect((await patch({ departure: 31, stayover: 15, touchUp: 5 })).json().credits).toEqual({ departure: 31, stayover: 15, touchUp: 5, turndown: 6 });
    expectInvalid(await patch({ departure: 31, stayover: 15, touchUp: 5, turndown: -1 }), 'credits.turndown');
  });

  it('leaves the day’s cleaning types as they were: turndown is no room’s cleaning type', async () => {
    const w = await world();
    const res = await send(t.app, 'POST', `/api/rooms/${w.rooms[0]!.roomId}/cleaning-type`, { cookie: w.c.manager.cookie, body: { cleaningType: 'turndown' } });
    expect(res.statusCode).toBe(400);
  });

  /** The hotel's change log after `seq`, as the feed reads it. */
  async function changesAfter(hotelId: string, seq: number) {
    const rows = await t.db
      .selectFrom('hotel_changes')
      .select(['seq', 'kind', 'room_ids', 'subject_id'])
      .where('hotel_id', '=', hotelId)
      .where('seq', '>', String(seq))
      .orderBy('seq')
      .execute();
    return rows.map((r) => ({ hotelId, seq: Number(r.seq), kind: r.kind as LogKind, roomIds: r.room_ids, subjectId: r.subject_id }));
  }
  const lastSeq = async (hotelId: string) =>
    Number((await t.db.selectFrom('hotel_changes').select((eb) => eb.fn.max('seq').as('seq')).where('hotel_id', '=', hotelId).executeTakeFirst())?.seq ?? 0);

  it('records a phone’s turndown exactly once (DESIGN §6): a replay answers the same, stores nothing twice; other content under its id is refused', async () => {
    const w = await world();
    await w.rules('all_occupied');
    await w.roster([w.zoe.id]);
    const room = w.rooms[0]!.roomId;
    const clientActionId = crypto.randomUUID();
    const doneAt = new Date(Date.now() - 60_000).toISOString();
    const tap = () => send(t.app, 'POST', `/api/rooms/${room}/turndown`, { cookie: w.zoe.cookie, body: { clientActionId, doneAt } });
    const first = await tap();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ roomId: room, date: w.today });
    const before = await lastSeq(w.hotel.id);
    const again = await tap();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    // One turndown, at the tap's time (not the sync's); one history row; nothing logged by the replay.
    const stored = await t.db.selectFrom('turndowns').select(['done_by', 'done_at']).where('room_id', '=', room).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.done_by).toBe(w.zoe.id);
    expect(new Date(stored[0]!.done_at).toISOString()).toBe(doneAt);
    const rows = await t.db.selectFrom('room_status_events').select('action').where('room_id', '=', room).where('action', '=', 'turndown_done').execute();
    expect(rows).toHaveLength(1);
    expect(await changesAfter(w.hotel.id, before)).toEqual([]);
    expect(await t.db.selectFrom('client_actions').select('client_action_id').where('client_action_id', '=', clientActionId).execute()).toHaveLength(1);
    // The same id with other content is a 409, and records nothing.
    const other = w.rooms[2]!.roomId;
    expectError(await send(t.app, 'POST', `/api/rooms/${other}/turndown`, { cookie: w.zoe.cookie, body: { clientActionId, doneAt } }), 409, 'CONFLICT');
    expect(await t.db.selectFrom('turndowns').select('room_id').where('room_id', '=', other).execute()).toEqual([]);
    // A bad id or time is a 400 naming the field.
    expectInvalid(await send(t.app, 'POST', `/api/rooms/${other}/turndown`, { cookie: w.zoe.cookie, body: { clientActionId: 'nope' } }), 'clientActionId');
    expectInvalid(await send(t.app, 'POST', `/api/rooms/${other}/turndown`, { cookie: w.zoe.cookie, body: { doneAt: 'yesterday' } }), 'doneAt');
  });

  it('tells the hotel’s screens when tonight’s list changes: a turndown done, the roster, the night’s occupancy', async () => {
    const w = await world();
    await w.rules('all_occupied');
    const events = async (seq: number) => (await buildChangeEvents(t.db, w.hotel.id, await changesAfter(w.hotel.id, seq))).map((e) => e.kind);
    let seq = await lastSeq(w.hotel.id);
    await w.roster([w.zoe.id]);
    expect(await events(seq)).toEqual(['turndowns']);
    seq = await lastSeq(w.hotel.id);
    await send(t.app, 'POST', `/api/rooms/${w.rooms[0]!.roomId}/turndown`, { cookie: w.zoe.cookie });
    expect(await events(seq)).toEqual(['turndowns']);
    // A second word on a room done changes nothing, and tells nobody.
    seq = await lastSeq(w.hotel.id);
    await send(t.app, 'POST', `/api/rooms/${w.rooms[0]!.roomId}/turndown`, { cookie: w.c.housekeeper.cookie });
    expect(await events(seq)).toEqual([]);
    // A request changed in tonight's occupancy: the rooms' rows, and the turndown list.
    seq = await lastSeq(w.hotel.id);
    const put = await send(t.app, 'PUT', `/api/hotels/${w.hotel.id}/occupancy?date=${w.today}`, {
      cookie: w.c.manager.cookie,
      body: { rooms: [{ roomNumber: '105', occupied: false, stay: 'vacant', turndownRequested: true }] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await events(seq)).toEqual(expect.arrayContaining(['rooms', 'turndowns']));
  });

  it('puts each turndown done in the day’s history: who did which room when, never a clean (JSON and CSV)', async () => {
    const w = await world();
    await w.rules('all_occupied');
    await w.roster([w.zoe.id]);
    const room = w.rooms[1]!;
    expect((await send(t.app, 'POST', `/api/rooms/${room.roomId}/turndown`, { cookie: w.zoe.cookie, body: { clientActionId: crypto.randomUUID() } })).statusCode).toBe(200);
    // A second tap by another attendant is no second line.
    await send(t.app, 'POST', `/api/rooms/${room.roomId}/turndown`, { cookie: w.c.housekeeper.cookie });
    const history = await send(t.app, 'GET', `/api/room-statuses/hotel/${w.hotel.id}/history?date=${w.today}`, { cookie: w.c.manager.cookie });
    expect(history.statusCode, history.body).toBe(200);
    const lines = (history.json() as HistoryRow[]).filter((r) => r.turndown);
    expect(lines).toEqual([expect.objectContaining({ roomNumber: room.roomNumber, actorName: 'Zoe Evening', turndown: 'done', queueOrder: null, guestRequest: null, workOrder: null })]);
    const doneAt = (await t.db.selectFrom('turndowns').select('done_at').where('room_id', '=', room.roomId).executeTakeFirstOrThrow()).done_at;
    expect(lines[0]!.at).toBe(new Date(doneAt).toISOString());
    // The room's status is as it was: the line is from = to.
    expect(lines[0]!.from).toBe(lines[0]!.to);
    const csv = await send(t.app, 'GET', `/api/room-statuses/hotel/${w.hotel.id}/history?date=${w.today}&format=csv&lang=en`, { cookie: w.c.manager.cookie });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split(/\r?\n/).filter((l) => l.endsWith(',Turndown done'))).toEqual([expect.stringMatching(new RegExp(`^${room.roomNumber},\\d{4}-\\d\\d-\\d\\d,\\d\\d:\\d\\d,.*,Zoe Evening,.*Turndown done$`))]);
    // Not a clean: the attendant report counts it as a turndown only.
    const report = await send(t.app, 'GET', `/api/reports/attendants/${w.hotel.id}?date=${w.today}`, { cookie: w.c.manager.cookie });
    expect((report.json() as { housekeeperId: string }[]).find((r) => r.housekeeperId === w.zoe.id)).toMatchObject({ roomsCleaned: 0, turndowns: 1 });
  });
});
