import { body, type RestRouter } from '../../http/rest';

export function pushRest(r: RestRouter) {
  r.get('/api/push/vapid-public-key', 'push.vapidPublicKey', (c) => c.push.vapidPublicKey());
  r.post('/api/push/subscribe', 'push.subscribe', (c, req) => c.push.subscribe(body(req)));
}
