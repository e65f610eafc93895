import { body, type RestRouter } from '../../http/rest';

export function webhooksRest(r: RestRouter) {
  r.get('/api/webhooks', 'webhooks.list', (c) => c.webhooks.list());
  r.post('/api/webhooks', 'webhooks.create', (c, req) => c.webhooks.create(body(req)));
  r.delete('/api/webhooks/:id', 'webhooks.delete', (c, req) => c.webhooks.delete({ id: req.params.id! }));
  r.get('/api/webhooks/:id/deliveries', 'webhooks.deliveries', (c, req) => c.webhooks.deliveries({ id: req.params.id! }));
}
