import { body, type RestRouter } from '../../http/rest';

export function roomLifecycleRest(r: RestRouter) {
  r.post('/api/rooms/:roomId/priority', 'roomLifecycle.priority', (c, req) => c.roomLifecycle.priority({ ...body(req), roomId: req.params.roomId! }));
  r.post('/api/rooms/:roomId/deferral', 'roomLifecycle.defer', (c, req) => c.roomLifecycle.defer({ ...body(req), roomId: req.params.roomId! }));
  r.delete('/api/rooms/:roomId/deferral', 'roomLifecycle.clearDeferral', (c, req) =>
    c.roomLifecycle.clearDeferral({ ...body(req), roomId: req.params.roomId! }),
  );
  r.post('/api/rooms/:roomId/timer', 'roomLifecycle.timer', (c, req) => c.roomLifecycle.timer({ ...body(req), roomId: req.params.roomId! }));
  r.post('/api/rooms/:roomId/inspection', 'roomLifecycle.inspect', (c, req) => c.roomLifecycle.inspect({ ...body(req), roomId: req.params.roomId! }));
  r.patch('/api/hotels/:hotelId/inspection', 'roomLifecycle.setInspection', (c, req) =>
    c.roomLifecycle.setInspection({ ...body(req), hotelId: req.params.hotelId! }),
  );
}
