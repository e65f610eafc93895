import { body, type RestRouter } from '../../http/rest';
import { CHANGED_ROOMS_FIELD } from '../../../src-shared/room-ops.schemas';

export function workloadRest(r: RestRouter) {
  r.post('/api/room-statuses/auto-assign', { procedure: 'workload.autoAssign', omitOutput: CHANGED_ROOMS_FIELD }, (c, req) => c.workload.autoAssign(body(req)));
  r.post('/api/room-statuses/reassign', { procedure: 'workload.reassign', omitOutput: CHANGED_ROOMS_FIELD }, (c, req) => c.workload.reassign(body(req)));
}
