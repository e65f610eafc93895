import { body, type RestRouter } from '../../http/rest';
import { CHANGED_ROOMS_FIELD } from '../../../src-shared/room-ops.schemas';

export function roomStatusesRest(r: RestRouter) {
  // The rows as documented; the header says which change sequence they are current at (DESIGN §11).
  r.get('/api/room-statuses/hotel/:hotelId', 'roomStatuses.board', async (c, req, reply) => {
    const { seq, rooms } = await c.roomStatuses.board({ hotelId: req.params.hotelId! });
    reply.header('X-Change-Seq', String(seq));
    return rooms;
  });
  r.get('/api/room-statuses/hotel/:hotelId/changes', 'roomStatuses.changes', (c, req) =>
    c.roomStatuses.changes({ hotelId: req.params.hotelId!, since: req.query.since as unknown as number }),
  );
  r.get('/api/room-statuses/room/:roomId', 'roomStatuses.byRoom', (c, req) => c.roomStatuses.byRoom({ roomId: req.params.roomId! }));
  r.get('/api/room-statuses/assigned/:userId', 'roomStatuses.assignedTo', (c, req) => c.roomStatuses.assignedTo({ userId: req.params.userId! }));
  // The documented create sends roomId, status and notes; who and when come from the session.
  r.post('/api/room-statuses', 'roomStatuses.setStatus', (c, req) => {
    const { roomId, status, notes, cleaningType, clientActionId, expectedStatus, expectedVersion, expectedAssignedTo } = body(req);
    return c.roomStatuses.setStatus({ roomId, status, notes, cleaningType, clientActionId, expectedStatus, expectedVersion, expectedAssignedTo });
  });
  r.patch('/api/room-statuses/:id', 'roomStatuses.patch', (c, req) => c.roomStatuses.patch({ ...body(req), id: req.params.id! }));
  r.post('/api/room-statuses/bulk-dirty', { procedure: 'roomStatuses.bulkDirty', omitOutput: CHANGED_ROOMS_FIELD }, (c, req) => c.roomStatuses.bulkDirty(body(req)));
  r.post('/api/room-statuses/bulk-pms', { procedure: 'roomStatuses.bulkPms', omitOutput: CHANGED_ROOMS_FIELD }, (c, req) => c.roomStatuses.bulkPms(body(req)));
  r.post('/api/room-statuses/assign', { procedure: 'roomStatuses.assign', omitOutput: CHANGED_ROOMS_FIELD }, (c, req) => c.roomStatuses.assign(body(req)));
  r.post('/api/room-statuses/undo', 'roomStatuses.undo', (c, req) => c.roomStatuses.undo(body(req)));
}
