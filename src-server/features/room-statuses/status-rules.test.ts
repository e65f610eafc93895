import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { eventsOf, seedCrew, seedMember, seedRoom, statusOf, type Member } from '../../test/seed-rooms';
import { trpc } from '../../test/trpc-http';
import type { RoomStatusValue } from '../../db/types';

const FROM: RoomStatusValue[] = ['clean', 'dirty', 'assigned', 'out_of_service', 'pms_updated', 'out_of_order'];
const TO = ['dirty', 'clean', 'pms_updated', 'out_of_service'] as const;

/** The front desk menu of spec §4, reduced: never clean from dirty or assigned. Written out here, not imported. */
const FRONT_DESK: Record<RoomStatusValue, string[]> = {
  dirty: ['out_of_service'],
  assigned: ['dirty', 'out_of_service'],
  clean: ['dirty', 'pms_updated', 'out_of_service'],
  pms_updated: ['dirty', 'clean', 'out_of_service'],
  out_of_service: ['dirty', 'clean'],
  // Only in a hotel that inspects (DESIGN §12); FROM leaves it out, the lifecycle tests cover it.
  inspected: ['dirty', 'pms_updated', 'out_of_service'],
  // Left only by 'Return to service' (DESIGN §17), for every role.
  out_of_order: [],
};

/** DESIGN §4 "set dirty / clean / pms_updated / out_of_service", one expectation per role. */
const ALLOWED: Record<'admin' | 'manager' | 'frontdesk' | 'housekeeper', (from: RoomStatusValue, to: string) => boolean> = {
  admin: (from, to) => from !== to && from !== 'out_of_order',
  manager: (from, to) => from !== to && from !== 'out_of_order',
  frontdesk: (from, to) => FRONT_DESK[from].includes(to),
  // Rooms in assigned/out_of_service are the housekeeper's own here.
  housekeeper: (from, to) => (to === 'clean' && from === 'assigned') || (to === 'out_of_service' && from !== 'out_of_service' && from !== 'out_of_order'),
};

describe.each(testDatabases())('who may set which status (DESIGN §4) on %s', (kind) => {
  const t = useTestApp(kind);

  async function expectRefused(res: { status: number; error: string; code: string }, roomId: string, before: unknown, code = 403) {
    expect(res.status).toBe(code);
    expect(res.code).toBe(code === 403 ? 'FORBIDDEN' : 'NOT_FOUND');
    expect(await statusOf(t.db, roomId)).toEqual(before);
    expect(await eventsOf(t.db, roomId)).toEqual([]);
  }

  it.each(['admin', 'manager', 'frontdesk', 'housekeeper'] as const)('%s: every from → to pair of the rule table', async (role) => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const who: Member = c[role];
    let n = 100;
    for (const from of FROM) {
      for (const to of TO) {
        n += 1;
        const own = from === 'assigned' || from === 'out_of_service' ? c.housekeeper.id : null;
        const room = await seedRoom(t.db, hotel.id, String(n), { status: from, assigned_to: own });
        const before = await statusOf(t.db, room.roomId);
        const r = await trpc(t.app, 'mutation', 'roomStatuses.setStatus', { roomId: room.roomId, status: to }, who.cookie);
        if (ALLOWED[role](from, to)) {
          expect(r.status, `${role} ${from} → ${to}: ${JSON.stringify(r.error)}`).toBe(200);
          expect((await statusOf(t.db, room.roomId)).status).toBe(to);
          expect(await eventsOf(t.db, room.roomId)).toMatchObject([{ from, to, actor: who.id }]);
        } else {
          expect(r.status, `${role} ${from} → ${to} should be refused`).toBe(403);
          // A housekeeper cleaning a room that is not theirs hears exactly that, as a stable reason
          // and in the words the app shows for it (one text per reason, issue 30).
          const notTheirs = role === 'housekeeper' && to === 'clean' && own !== c.housekeeper.id;
          expect(r.error!.reason).toBe(notTheirs ? 'ROOM_NOT_ASSIGNED_TO_YOU' : 'STATUS_NOT_ALLOWED');
          expect(r.error!.error).toBe(notTheirs ? 'This room is not assigned to you' : 'You cannot set this room to that status');
          await expectRefused({ status: r.status, ...r.error! }, room.roomId, before);
        }
      }
    }
  });

  it('front desk cannot mark a dirty or assigned room clean through either REST path', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    for (const status of ['dirty', 'assigned'] as const) {
      const room = await seedRoom(t.db, hotel.id, status === 'dirty' ? '301' : '302', { status, assigned_to: status === 'assigned' ? c.housekeeper.id : null });
      const before = await statusOf(t.db, room.roomId);
      const post = await api(t.app, 'POST', '/api/room-statuses', { cookie: c.frontdesk.cookie, body: { roomId: room.roomId, hotelId: hotel.id, status: 'clean' } });
      await expectRefused({ ...post.json(), status: post.statusCode }, room.roomId, before);
      const patch = await api(t.app, 'PATCH', `/api/room-statuses/${room.statusId}`, { cookie: c.frontdesk.cookie, body: { status: 'clean', cleanedBy: c.housekeeper.id } });
      await expectRefused({ ...patch.json(), status: patch.statusCode }, room.roomId, before);
    }
  });

  it('a housekeeper cannot clean a room assigned to another housekeeper, nor a dirty one', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const other = await seedMember(t.app, t.db, 'housekeeper', hotel.id);
    const theirs = await seedRoom(t.db, hotel.id, '401', { status: 'assigned', assigned_to: other.id });
    const dirty = await seedRoom(t.db, hotel.id, '402', { status: 'dirty' });
    for (const room of [theirs, dirty]) {
      const before = await statusOf(t.db, room.roomId);
      const res = await api(t.app, 'PATCH', `/api/room-statuses/${room.statusId}`, { cookie: c.housekeeper.cookie, body: { status: 'clean' } });
      await expectRefused({ ...res.json(), status: res.statusCode }, room.roomId, before);
    }
    // The one they may clean still works, and out of service is open on any room of the hotel.
    const res = await api(t.app, 'PATCH', `/api/room-statuses/${theirs.statusId}`, { cookie: other.cookie, body: { status: 'clean' } });
    expect(res.statusCode).toBe(200);
    const oos = await api(t.app, 'POST', '/api/room-statuses', { cookie: c.housekeeper.cookie, body: { roomId: dirty.roomId, status: 'out_of_service' } });
    expect(oos.statusCode, oos.body).toBe(200);
    // ...but not back out of it.
    const back = await api(t.app, 'POST', '/api/room-statuses', { cookie: c.housekeeper.cookie, body: { roomId: dirty.roomId, status: 'dirty' } });
    expect(back.statusCode).toBe(403);
    const again = await api(t.app, 'POST', '/api/room-statuses', { cookie: c.housekeeper.cookie, body: { roomId: dirty.roomId, status: 'out_of_service' } });
    expect(again.statusCode).toBe(403);
  });

  it('generic PATCH: assigning is for managers; a note-only edit for everyone but housekeepers', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const room = await seedRoom(t.db, hotel.id, '501', { status: 'dirty', notes: 'VIP' });
    for (const who of [c.housekeeper, c.frontdesk]) {
      const res = await api(t.app, 'PATCH', `/api/room-statuses/${room.statusId}`, { cookie: who.cookie, body: { assignedTo: c.housekeeper.id } });
      expect(res.statusCode).toBe(403);
    }
    const hkNote = await api(t.app, 'PATCH', `/api/room-statuses/${room.statusId}`, { cookie: c.housekeeper.cookie, body: { notes: 'mine' } });
    expect(hkNote.statusCode).toBe(403);
    expect(await statusOf(t.db, room.roomId)).toMatchObject({ status: 'dirty', notes: 'VIP', assignedTo: null });
    const fdNote = await api(t.app, 'PATCH', `/api/room-statuses/${room.statusId}`, { cookie: c.frontdesk.cookie, body: { notes: 'Late arrival' } });
    expect(fdNote.statusCode, fdNote.body).toBe(200);
    expect(fdNote.json()).toMatchObject({ notes: 'Late arrival', status: 'dirty' });
    const assign = await api(t.app, 'PATCH', `/api/room-statuses/${room.statusId}`, { cookie: c.manager.cookie, body: { assignedTo: c.housekeeper.id, assignedBy: c.frontdesk.id } });
    expect(assign.statusCode, assign.body).toBe(200);
    expect(assign.json()).toMatchObject({ status: 'assigned', assignedTo: c.housekeeper.id, assignedBy: c.manager.id, assignedToName: 'Hana Keeper' });
    expect(await eventsOf(t.db, room.roomId)).toMatchObject([{ from: 'dirty', to: 'assigned', actor: c.manager.id, assignedTo: c.housekeeper.id }]);
  });
});
