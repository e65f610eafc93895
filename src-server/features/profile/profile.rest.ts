import { body, type RestRouter } from '../../http/rest';

export function profileRest(r: RestRouter) {
  r.get('/api/profile/me', 'profile.me', (c) => c.profile.me());
  r.patch('/api/profile/me', 'profile.update', (c, req) => c.profile.update(body(req)));
  r.post('/api/profile/change-password', 'profile.changePassword', (c, req) => c.profile.changePassword(body(req)));
  r.post('/api/profile/set-pin', 'profile.setPin', (c, req) => c.profile.setPin(body(req)));
  r.post('/api/profile/remove-pin', 'profile.removePin', (c, req) => c.profile.removePin(body(req)));
}
