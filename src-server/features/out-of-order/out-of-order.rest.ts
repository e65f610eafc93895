import { body, type RestRouter } from '../../http/rest';

// `:id`, as the other /api/rooms/{id} routes name it (one name per path position).
const room = { pathInput: { id: 'roomId' } };

/**
 * DESIGN §17: PUT sets (or edits) a room's out of order, or schedules it with a future `from`;
 * DELETE returns it to service; DELETE …/scheduled cancels one that has not begun.
 */
export function outOfOrderRest(r: RestRouter) {
  r.put('/api/rooms/:id/out-of-order', { procedure: 'outOfOrder.set', ...room }, (c, req) => c.outOfOrder.set({ ...body(req), roomId: req.params.id! }));
  r.delete('/api/rooms/:id/out-of-order', { procedure: 'outOfOrder.returnToService', ...room }, (c, req) =>
    c.outOfOrder.returnToService({ roomId: req.params.id! }),
  );
  r.delete('/api/rooms/:id/out-of-order/scheduled', { procedure: 'outOfOrder.cancelScheduled', ...room }, (c, req) =>
    c.outOfOrder.cancelScheduled({ roomId: req.params.id! }),
  );
}
