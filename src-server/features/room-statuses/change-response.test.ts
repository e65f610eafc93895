import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedRoom } from '../../test/seed-rooms';
import { statusMenu, ROOM_STATUSES } from '../../../src-shared/room-status';

/**
 * A status change answers the room as computed from the row it locked, without reading
 * it back; this checks that answer against a fresh read for every change each role may make.
 */
describe.each(testDatabases())('status change answers on %s', (kind) => {
  const t = useTestApp(kind);

  it('equal a fresh read of the room, for every role, from every status', async () => {
    const hotel = await seedHotel(t.db);
    const crew = await seedCrew(t.app, t.db, hotel.id);
    let n = 100;
    for (const member of [crew.admin, crew.manager, crew.frontdesk, crew.housekeeper]) {
      for (const from of ROOM_STATUSES) {
        const assigned = from === 'assigned' || from === 'out_of_service';
        for (const to of statusMenu(member.role, from, { assignedToViewer: assigned })) {
          const room = await seedRoom(t.db, hotel.id, String(n++), {
            status: from,
            notes: from === 'out_of_service' ? 'Leak' : null,
            assigned_to: assigned ? crew.housekeeper.id : null,
            assigned_at: assigned ? new Date('2026-01-01T08:00:00Z') : null,
          });
          const viewer = member.role === 'housekeeper' ? crew.housekeeper : member;
          const res = await api(t.app, 'POST', '/api/room-statuses', { cookie: viewer.cookie, body: { roomId: room.roomId, status: to } });
          expect(res.statusCode, `${member.role} ${from} → ${to}: ${res.body}`).toBe(200);
          const fresh = await api(t.app, 'GET', `/api/room-statuses/room/${room.roomId}`, { cookie: crew.manager.cookie });
          expect(res.json(), `${member.role} ${from} → ${to}`).toEqual(fresh.json());
        }
      }
    }
  });
});
