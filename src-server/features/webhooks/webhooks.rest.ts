import { body, type RestRouter } from '../../http/rest';

export function webhooksRest(r: RestRouter) {
  r.get('/api/webhooks', 'webhooks.list', (c) => c.webhooks.list());
  r.post('/api/webhooks', 'webhooks.create', (c, req) => c.webhooks.create(body(req)));
  r.delete('/api/webhooks/:id', 'webhooks.delete', (c, req) => c.webhooks.delete({ id: req.params.id! }));
  r.post('/api/webhooks/:id/enable', { procedure: 'webhooks.enable', summary: 'Enable a webhook again after its receiver answered 410 Gone' }, (c, req) =>
    c.webhooks.enable({ id: req.params.id! }),
  );
  r.get('/api/webhooks/:id/deliveries', 'webhooks.deliveries', (c, req) => c.webhooks.deliveries({ id: req.params.id! }));
}
