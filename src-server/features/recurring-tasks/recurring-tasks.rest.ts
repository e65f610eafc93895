import { body, type RestRouter } from '../../http/rest';

/** Issue 21: recurring tasks. ':id' as in GET /api/hotels/:id (one parameter name per position). */
export function recurringTasksRest(r: RestRouter) {
  r.get('/api/hotels/:id/recurring-tasks', { procedure: 'recurringTasks.byHotel', pathInput: { id: 'hotelId' } }, (c, req) =>
    c.recurringTasks.byHotel({ hotelId: req.params.id! }),
  );
  r.post('/api/hotels/:id/recurring-tasks', { procedure: 'recurringTasks.create', pathInput: { id: 'hotelId' } }, (c, req) => {
    const { roomId, areaId, title, kind, category, priority, cleaningType, everyDays, nextDue } = body(req);
    return c.recurringTasks.create({ hotelId: req.params.id!, roomId, areaId, title, kind, category, priority, cleaningType, everyDays, nextDue });
  });
  r.delete('/api/recurring-tasks/:id', 'recurringTasks.delete', (c, req) => c.recurringTasks.delete({ id: req.params.id! }));
}
