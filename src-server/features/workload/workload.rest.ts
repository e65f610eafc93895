import { body, type RestRouter } from '../../http/rest';

export function workloadRest(r: RestRouter) {
  r.post('/api/room-statuses/auto-assign', 'workload.autoAssign', (c, req) => c.workload.autoAssign(body(req)));
  r.post('/api/room-statuses/reassign', 'workload.reassign', (c, req) => c.workload.reassign(body(req)));
}
