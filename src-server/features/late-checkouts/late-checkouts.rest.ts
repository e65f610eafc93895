import { body, type RestRouter } from '../../http/rest';
import { CHANGED_ROOMS_FIELD } from '../../../src-shared/room-ops.schemas';

export function lateCheckoutsRest(r: RestRouter) {
  r.get('/api/late-checkouts/hotel/:hotelId/unresolved', 'lateCheckouts.unresolved', (c, req) =>
    c.lateCheckouts.unresolved({ hotelId: req.params.hotelId! }),
  );
  // createdBy in the documented body is ignored: the creator is the session's user.
  r.post('/api/late-checkouts', { procedure: 'lateCheckouts.add', omitOutput: CHANGED_ROOMS_FIELD }, (c, req) => {
    const { roomId, hotelId, checkoutTime } = body(req);
    return c.lateCheckouts.add({ roomId, hotelId, checkoutTime });
  });
  // The documented body is {resolvedAt}; resolving is the only change a late checkout takes.
  r.patch('/api/late-checkouts/:id', { procedure: 'lateCheckouts.resolve', omitOutput: CHANGED_ROOMS_FIELD }, (c, req) => c.lateCheckouts.resolve({ id: req.params.id! }));
}
