import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { hotelDate } from '../../../src-shared/hotel-time';
import { DEFERRAL_REASONS, workedSecondsAt } from '../../../src-shared/room-lifecycle';
import { withPendingChanges } from '../../../src-client/offline/optimistic-rooms';
import type { QueuedAction } from '../../../src-client/offline/queued-action';
import '../../../src-client/features/room-status/queued-room-changes';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedMember, type Member } from '../../test/seed-rooms';
import { deliver, managerChange, modelRoom, OUT_OF_SERVICE_REASON, predicted, settle, type Delivery, type ManagerChange, type ModelRoom, type Outcome, type PhoneChange } from '../../test/offline-model';
import { listBoardRooms } from '../../rooms/board-rows.queries';

/**
 * Issue 19, point 7: offline proven at random. Each sequence takes a fresh room and plays
 * random taps of three phones (online, offline, duplicated, answer lost, replayed late), Undo
 * among them, while a manager changes the same room; the model (offline-model.ts, on the
 * shared rules and the phone's own offline code) predicts every answer, and after the
 * sequence the whole room row, its history and the day's report must agree with it: every
 * applied change happened once, every stale one was refused with its reason and changed nothing. Set OFFLINE_MODEL_SEED to replay a failure.
 */
const SEQUENCES = Number(process.env.OFFLINE_MODEL_SEQUENCES ?? 1000);
const PHONES = 3;
const CONCURRENCY = 4;

/** mulberry32: small, fast and seeded, so a failing run can be replayed exactly. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof prng>;

interface Sent {
  delivery: Delivery;
  /** The answer of its first applied delivery: every replay must get exactly this. */
  answer?: unknown;
}

interface Phone {
  member: Member;
  online: boolean;
  /** The room as this phone last heard it from the server (its answers and live updates). */
  view: BoardRoom;
  queue: Sent[];
  /** Everything this phone has put on the wire at least once (for late replays and Undo). */
  sent: Sent[];
}

describe.each(testDatabases())('offline at random on %s', (kind) => {
  const t = useTestApp(kind);

  it(`${SEQUENCES} random sequences keep DESIGN §6 and count each change once`, { timeout: 600_000 }, async () => {
    const seed = Number(process.env.OFFLINE_MODEL_SEED ?? crypto.randomInt(2 ** 31));
    const hotel = await seedHotel(t.db);
    const manager = await seedMember(t.app, t.db, 'manager', hotel.id);
    const members = await Promise.all(Array.from({ length: PHONES }, (_, i) => seedMember(t.app, t.db, 'housekeeper', hotel.id, { fullName: `Phone ${i}` })));
    for (const member of [manager, ...members]) cookies.set(member.id, member.cookie);
    const rooms = await seedRoomPool(hotel.id, members);
    // Device times: every sequence taps within the last half hour, a minute apart.
    const base = Date.now() - 30 * 60_000;
    const outcomes = new Map<string, number>();
    const cleansBy = new Map<string, number>();
    const deferralsBy = new Map<string, number>();
    let failed: { n: number; log: string[] } | null = null;
    try {
      // Sequences touch rooms of their own, so a few run at once (PostgreSQL serves them in parallel).
      let next = 0;
      const worker = async () => {
        for (let n = next++; n < SEQUENCES && !failed; n = next++) {
          const log: string[] = [];
          try {
            const model = await runSequence(prng(seed + n), rooms[n]!, members, manager, base, log, outcomes);
            for (const row of model.history) {
              if (row.undone) continue;
              if (row.kind === 'clean') cleansBy.set(row.actor, (cleansBy.get(row.actor) ?? 0) + 1);
              // Deferrals count for the housekeeper the room was with when deferred: the phone's own.
              if (row.kind === 'deferred') deferralsBy.set(row.actor, (deferralsBy.get(row.actor) ?? 0) + 1);
            }
          } catch (error) {
            failed ??= { n, log };
            throw error;
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      await checkReport(hotel.id, manager, members, base, cleansBy, deferralsBy);
      // A run that never refused a stale change, replayed one or undid one proves nothing.
      for (const needed of ['applied', 'replay', '409 ROOM_MOVED_ON', '409 ROOM_REASSIGNED', 'undo applied']) {
        expect(outcomes.get(needed) ?? 0, `no '${needed}' in ${JSON.stringify([...outcomes])}`).toBeGreaterThan(0);
      }
      console.info(`offline-random: seed ${seed}, ${SEQUENCES} sequences`, Object.fromEntries(outcomes));
    } catch (error) {
      const at = failed as { n: number; log: string[] } | null;
      console.error(`offline-random failed: OFFLINE_MODEL_SEED=${seed}${at ? `, sequence ${at.n}\n${at.log.join('\n')}` : ''}`);
      throw error;
    }
  });

  /** One fresh room per sequence, assigned round the phones, inserted in two statements. */
  async function seedRoomPool(hotelId: string, members: Member[]): Promise<BoardRoom[]> {
    const numbers = Array.from({ length: SEQUENCES }, (_, i) => String(1000 + i));
    const inserted = await t.db
      .insertInto('rooms')
      .values(numbers.map((room_number) => ({ hotel_id: hotelId, room_number, floor: 1 })))
      .returning(['id', 'room_number'])
      .execute();
    const byNumber = new Map(inserted.map((r) => [r.room_number, r.id]));
    await t.db
      .insertInto('room_statuses')
      .values(numbers.map((number, i) => ({ room_id: byNumber.get(number)!, hotel_id: hotelId, status: 'assigned' as const, assigned_to: members[i % members.length]!.id })))
      .execute();
    const board = await listBoardRooms(t.db, hotelId, [...byNumber.values()]);
    const byRoom = new Map(board.map((r) => [r.roomNumber, r]));
    return numbers.map((number) => byRoom.get(number)!);
  }

  async function runSequence(
    rng: Rng,
    start: BoardRoom,
    members: Member[],
    manager: Member,
    base: number,
    log: string[],
    outcomes: Map<string, number>,
  ): Promise<ModelRoom> {
    const state = modelRoom(start);
    const phones: Phone[] = members.map((member) => ({ member, online: rng.chance(0.5), view: start, queue: [], sent: [] }));
    let latest = start;
    let clock = base;
    const tick = () => new Date((clock += 60_000)).toISOString();
    const heard = (room: BoardRoom) => {
      latest = room;
      // A live update reaches every phone with its stream open.
      for (const phone of phones) if (phone.online) phone.view = room;
    };

    /** One delivery of a phone's change, checked against the model's prediction. */
    async function send(phone: Phone, item: Sent, learns: boolean): Promise<'done' | 'lost'> {
      const expected = deliver(state, item.delivery);
      const res = await request(item.delivery, start);
      log.push(`  ${phone.member.fullName} ${describeDelivery(item.delivery)} → ${res.statusCode} ${res.statusCode === 200 ? '' : res.json().reason} (model: ${describeOutcome(expected)})`);
      checkAnswer(res, expected, item);
      const counted = `${item.delivery.change.kind === 'undo' ? 'undo ' : ''}${describeOutcome(expected)}`;
      outcomes.set(counted, (outcomes.get(counted) ?? 0) + 1);
      const answered = expected.ok ? pickRoom(res.json(), start.roomId) : undefined;
      if (answered && expected.ok && !expected.replay) heard(answered);
      // A stored answer older than what the phone has heard does not take it back (applyRoomAnswer).
      if (answered && learns && answered.version >= phone.view.version) phone.view = answered;
      return learns ? 'done' : 'lost';
    }

    /** The phone's sync (use-offline-sync.ts): FIFO; a lost answer keeps the item for the next run. */
    async function flush(phone: Phone) {
      while (phone.queue.length > 0) {
        const item = phone.queue[0]!;
        const lost = rng.chance(0.15);
        if ((await send(phone, item, !lost)) === 'lost') return;
        phone.queue.shift();
      }
    }

    function tap(phone: Phone): Sent | null {
      const pending = phone.queue.map((s, i) => pendingOf(s, phone, i));
      const shown = withPendingChanges([phone.view], pending, phone.member.id)![0]!;
      const change = chooseChange(rng, shown, phone);
      if (!change) return null;
      if (change.kind === 'undo') {
        // Still waiting in the queue: the phone just drops it (use-room-actions.ts).
        const waiting = phone.queue.findIndex((s) => s.delivery.id === change.of);
        if (waiting >= 0 && rng.chance(0.5)) {
          phone.queue.splice(waiting, 1);
          log.push(`  ${phone.member.fullName} undoes queued ${change.of.slice(0, 8)} on the device`);
          return null;
        }
      }
      const delivery: Delivery = { id: crypto.randomUUID(), actor: phone.member.id, change, expectedStatus: shown.status, expectedVersion: phone.view.version, expectedAssignedTo: shown.assignedTo, at: tick() };
      return { delivery };
    }

    const steps = 4 + rng.int(6);
    for (let step = 0; step < steps; step += 1) {
      const roll = rng.next();
      const phone = rng.pick(phones);
      if (roll < 0.5) {
        const item = tap(phone);
        if (!item) continue;
        phone.sent.push(item);
        if (!phone.online || phone.queue.length > 0) {
          phone.queue.push(item);
          continue;
        }
        const mode = rng.pick(['once', 'once', 'duplicate', 'lost'] as const);
        if ((await send(phone, item, mode !== 'lost')) === 'lost') phone.queue.push(item);
        if (mode === 'duplicate') await send(phone, item, true);
      } else if (roll < 0.7) {
        phone.online = !phone.online;
        log.push(`  ${phone.member.fullName} goes ${phone.online ? 'online' : 'offline'}`);
        if (phone.online) {
          await flush(phone);
          // Catching up (DESIGN §6): the phone hears the room as it is now.
          phone.view = latest;
        }
      } else if (roll < 0.9) {
        const change = rng.pick<ManagerChange>([{ kind: 'dirty' }, { kind: 'assign', to: rng.pick(phones).member.id }, { kind: 'assign', to: rng.pick(phones).member.id }, { kind: 'note' }]);
        if (!managerChange(structuredClone(state.room), manager.id, change)) continue;
        const before = state.room.board;
        managerChange(state.room, manager.id, change);
        const res = await managerRequest(manager, start, change);
        log.push(`  manager ${change.kind}${change.kind === 'assign' ? ` to ${nameOf(members, change.to)}` : ''} → ${res.statusCode}`);
        expect(res.statusCode, res.body).toBe(200);
        const answer = res.json() as BoardRoom;
        expect(predicted(answer)).toEqual(predicted(state.room.board));
        settle(state.room, answer);
        // A clock the assignment took from someone else: the history keeps what it had counted at the change (its assignedAt, the server's time).
        if (change.kind === 'assign' && before.timer && before.assignedTo !== change.to) state.room.history.at(-1)!.workedSeconds = workedSecondsAt(before.timer, Date.parse(answer.assignedAt!));
        heard(answer);
      } else {
        // A late replay of something already sent (a resend that arrives after newer work).
        const old = phone.sent.filter((s) => s.answer !== undefined);
        if (old.length > 0) await send(phone, rng.pick(old), false);
      }
    }
    // The end of the shift: every phone online, its queue sent (answers arrive), one more late replay.
    for (const phone of phones) {
      phone.online = true;
      await flush(phone);
      while (phone.queue.length > 0) await flush(phone);
      phone.view = latest;
    }
    const replayable = phones.flatMap((p) => p.sent.filter((s) => s.answer !== undefined).map((s) => [p, s] as const));
    if (replayable.length > 0) {
      const [phone, item] = rng.pick(replayable);
      await send(phone, item, true);
    }
    await checkRoom(start, state.room);
    return state.room;
  }

  function request(d: Delivery, room: BoardRoom): Promise<LightMyRequestResponse> {
    const cookie = cookieOf(d.actor);
    const device = { clientActionId: d.id, expectedVersion: d.expectedVersion };
    const change = d.change;
    switch (change.kind) {
      case 'status': {
        const seen = { ...device, expectedAssignedTo: d.expectedAssignedTo };
        // Mark Clean by PATCH (the documented sync), Out of Service by POST: both paths the phone has.
        return change.status === 'clean'
          ? api(t.app, 'PATCH', `/api/room-statuses/${room.id}`, { cookie, body: { status: 'clean', expectedStatus: d.expectedStatus, cleanedAt: d.at, ...seen } })
          : api(t.app, 'POST', '/api/room-statuses', { cookie, body: { roomId: room.roomId, status: 'out_of_service', notes: OUT_OF_SERVICE_REASON, expectedStatus: d.expectedStatus, ...seen } });
      }
      case 'timer':
        return api(t.app, 'POST', `/api/rooms/${room.roomId}/timer`, { cookie, body: { action: change.action, changedAt: d.at, ...device } });
      case 'defer':
        return api(t.app, 'POST', `/api/rooms/${room.roomId}/deferral`, { cookie, body: { reason: change.reason, changedAt: d.at, ...device } });
      case 'clear':
        return api(t.app, 'DELETE', `/api/rooms/${room.roomId}/deferral`, { cookie, body: { changedAt: d.at, ...device } });
      case 'undo':
        return api(t.app, 'POST', '/api/room-statuses/undo', { cookie, body: { hotelId: room.hotelId, actionId: change.of, clientActionId: d.id } });
    }
  }

  function managerRequest(manager: Member, room: BoardRoom, change: ManagerChange) {
    const cookie = manager.cookie;
    switch (change.kind) {
      case 'dirty':
        return api(t.app, 'POST', '/api/room-statuses', { cookie, body: { roomId: room.roomId, status: 'dirty' } });
      case 'assign':
        return api(t.app, 'PATCH', `/api/room-statuses/${room.id}`, { cookie, body: { assignedTo: change.to } });
      case 'note':
        return api(t.app, 'PATCH', `/api/room-statuses/${room.id}`, { cookie, body: { notes: `Note ${crypto.randomUUID().slice(0, 6)}` } });
    }
  }

  const cookies = new Map<string, string>();
  function cookieOf(userId: string): string {
    return cookies.get(userId)!;
  }

  /** The room, its history and its device actions as the model says. */
  async function checkRoom(start: BoardRoom, model: ModelRoom) {
    const [row] = await listBoardRooms(t.db, start.hotelId, [start.roomId]);
    // The whole row: the server's, and the one the phone's offline code draws (the model's), are the same room.
    expect({ ...row!, updatedAt: null }).toEqual({ ...model.board, updatedAt: null });
    const history = await t.db
      .selectFrom('room_status_events')
      .select(['to_status', 'action', 'actor_id', 'client_action_id', 'worked_seconds', sql<boolean>`undone_at is not null`.as('undone')])
      .where('room_id', '=', start.roomId)
      .orderBy('id')
      .execute();
    expect(
      history.map((h) => ({
        kind: h.action === 'deferred' ? 'deferred' : h.action ?? h.to_status,
        actor: h.actor_id,
        clientActionId: h.client_action_id,
        workedSeconds: h.worked_seconds,
        undone: h.undone,
      })),
    ).toEqual(model.history.map((h) => ({ ...h, kind: h.kind === 'undo' ? expect.any(String) : h.kind })));
  }

  async function checkReport(hotelId: string, manager: Member, members: Member[], base: number, cleans: Map<string, number>, deferrals: Map<string, number>) {
    const days = [...new Set([hotelDate('UTC', new Date(base)), hotelDate('UTC')])];
    const totals = new Map<string, { cleaned: number; deferrals: number }>();
    for (const date of days) {
      const res = await api(t.app, 'GET', `/api/reports/attendants/${hotelId}?date=${date}`, { cookie: manager.cookie });
      expect(res.statusCode, res.body).toBe(200);
      for (const row of res.json() as { housekeeperId: string; roomsCleaned: number; deferrals: number }[]) {
        const total = totals.get(row.housekeeperId) ?? { cleaned: 0, deferrals: 0 };
        totals.set(row.housekeeperId, { cleaned: total.cleaned + row.roomsCleaned, deferrals: total.deferrals + row.deferrals });
      }
    }
    for (const member of members) {
      expect(totals.get(member.id) ?? { cleaned: 0, deferrals: 0 }, member.fullName).toEqual({ cleaned: cleans.get(member.id) ?? 0, deferrals: deferrals.get(member.id) ?? 0 });
    }
  }

  function checkAnswer(res: LightMyRequestResponse, expected: Outcome, item: Sent) {
    if (!expected.ok) {
      expect({ status: res.statusCode, reason: res.json().reason }).toEqual({ status: expected.status, reason: expected.reason });
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    // An Undo's replay answers the rooms as they are now (undo.service.ts); every other the stored answer.
    if (expected.replay && item.delivery.change.kind !== 'undo') expect(res.json()).toEqual(item.answer);
    else item.answer ??= res.json();
  }

});

/** The queue item the phone would hold for `sent` (for withPendingChanges, the phone's own drawing). */
function pendingOf(sent: Sent, phone: Phone, index: number): QueuedAction {
  const { delivery } = sent;
  const change = delivery.change;
  const lifecycle =
    change.kind === 'timer'
      ? { kind: 'timer' as const, action: change.action }
      : change.kind === 'defer'
        ? { kind: 'defer' as const, reason: change.reason }
        : change.kind === 'clear'
          ? { kind: 'clear-deferral' as const }
          : undefined;
  const room = { id: delivery.id, userId: delivery.actor, roomId: phone.view.roomId, roomNumber: phone.view.roomNumber, changedAt: delivery.at, timestamp: index, retryCount: 0 };
  if (lifecycle) return { ...room, kind: 'room-lifecycle', payload: { lifecycle, expectedVersion: delivery.expectedVersion } };
  if (change.kind === 'undo') return { ...room, kind: 'room-undo', payload: { undoOf: change.of, hotelId: phone.view.hotelId, status: delivery.expectedStatus } };
  if (change.kind !== 'status') throw new Error(`Not a queued kind: ${change.kind}`);
  return {
    ...room,
    kind: 'room-status',
    payload: { status: change.status, expectedStatus: delivery.expectedStatus, expectedVersion: delivery.expectedVersion, expectedAssignedTo: delivery.expectedAssignedTo },
  };
}

/** What a housekeeper taps on the card as the phone shows the room (or an Undo of an earlier change). */
function chooseChange(rng: Rng, shown: BoardRoom, phone: Phone): PhoneChange | null {
  const options: PhoneChange[] = [];
  if (shown.status === 'assigned' && shown.assignedTo === phone.member.id) {
    options.push({ kind: 'status', status: 'clean' }, { kind: 'status', status: 'clean' });
    if (!shown.timer) options.push({ kind: 'timer', action: 'start' });
    if (shown.timer?.state === 'running') options.push({ kind: 'timer', action: 'pause' });
    if (shown.timer?.state === 'paused') options.push({ kind: 'timer', action: 'resume' });
    options.push(shown.deferral ? { kind: 'clear' } : { kind: 'defer', reason: rng.pick(DEFERRAL_REASONS) });
  }
  if (shown.status !== 'out_of_service') options.push({ kind: 'status', status: 'out_of_service' });
  const undoable = phone.sent.filter((s) => s.delivery.change.kind === 'status');
  if (undoable.length > 0) options.push({ kind: 'undo', of: rng.pick(undoable).delivery.id });
  // Now and then a tap the card would not offer (a stale screen): the server must refuse it.
  if (rng.chance(0.1)) options.push({ kind: 'timer', action: rng.pick(['start', 'pause', 'resume'] as const) }, { kind: 'clear' });
  return options.length > 0 ? rng.pick(options) : null;
}

/** A board row in an answer: the row itself, or the undo's list of rows. */
function pickRoom(answer: unknown, roomId: string): BoardRoom | undefined {
  if (Array.isArray(answer)) return (answer as BoardRoom[]).find((r) => r.roomId === roomId);
  return answer as BoardRoom;
}

function nameOf(members: Member[], id: string) {
  return members.find((m) => m.id === id)?.fullName ?? id;
}

function describeDelivery(d: Delivery): string {
  const c = d.change;
  const what = c.kind === 'status' ? c.status : c.kind === 'timer' ? `timer ${c.action}` : c.kind === 'undo' ? `undo ${c.of.slice(0, 8)}` : c.kind;
  return `${what} [${d.id.slice(0, 8)}] saw v${d.expectedVersion} ${d.expectedStatus}`;
}

function describeOutcome(o: Outcome): string {
  return o.ok ? (o.replay ? 'replay' : 'applied') : `${o.status} ${o.reason}`;
}
