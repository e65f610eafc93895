import { body, type RestRouter } from '../../http/rest';

// `:id`, as the other /api/rooms/{id} and /api/hotels/{id} routes name it (one name per path position).
const room = { pathInput: { id: 'roomId' } };

export function roomLifecycleRest(r: RestRouter) {
  r.post('/api/rooms/:id/priority', { procedure: 'roomLifecycle.priority', ...room }, (c, req) =>
    c.roomLifecycle.priority({ ...body(req), roomId: req.params.id! }),
  );
  r.post('/api/rooms/:id/cleaning-type', { procedure: 'roomLifecycle.cleaningType', ...room }, (c, req) =>
    c.roomLifecycle.cleaningType({ ...body(req), roomId: req.params.id! }),
  );
  r.post('/api/rooms/:id/deferral', { procedure: 'roomLifecycle.defer', ...room }, (c, req) =>
    c.roomLifecycle.defer({ ...body(req), roomId: req.params.id! }),
  );
  r.delete('/api/rooms/:id/deferral', { procedure: 'roomLifecycle.clearDeferral', ...room }, (c, req) =>
    c.roomLifecycle.clearDeferral({ ...body(req), roomId: req.params.id! }),
  );
  r.post('/api/rooms/:id/timer', { procedure: 'roomLifecycle.timer', ...room }, (c, req) =>
    c.roomLifecycle.timer({ ...body(req), roomId: req.params.id! }),
  );
  r.post('/api/rooms/:id/inspection', { procedure: 'roomLifecycle.inspect', ...room }, (c, req) =>
    c.roomLifecycle.inspect({ ...body(req), roomId: req.params.id! }),
  );
  r.patch('/api/hotels/:id/inspection', { procedure: 'roomLifecycle.setInspection', pathInput: { id: 'hotelId' } }, (c, req) =>
    c.roomLifecycle.setInspection({ ...body(req), hotelId: req.params.id! }),
  );
}
