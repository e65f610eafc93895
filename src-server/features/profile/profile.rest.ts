import { body, type RestRouter } from '../../http/rest';

export function profileRest(r: RestRouter) {
  r.get('/api/profile/me', (c) => c.profile.me());
  r.patch('/api/profile/me', (c, req) => c.profile.update(body(req)));
  r.post('/api/profile/change-password', (c, req) => c.profile.changePassword(body(req)));
  r.post('/api/profile/set-pin', (c, req) => c.profile.setPin(body(req)));
  r.post('/api/profile/remove-pin', (c, req) => c.profile.removePin(body(req)));
}
