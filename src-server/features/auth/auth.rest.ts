import { body, type RestRouter } from '../../http/rest';

export function authRest(r: RestRouter) {
  r.get('/api/auth/session', 'auth.session', (c) => c.auth.session());
  r.post('/api/auth/login', 'auth.login', (c, req) => c.auth.login(body(req)));
  r.post('/api/auth/pin-login', 'auth.pinLogin', (c, req) => c.auth.pinLogin(body(req)));
  r.post('/api/auth/signup', 'auth.signup', (c, req) => c.auth.signup(body(req)));
  r.post('/api/auth/admin-signup', 'auth.adminSignup', (c, req) => c.auth.adminSignup(body(req)));
  r.post('/api/auth/logout', 'auth.logout', (c) => c.auth.logout());
  r.post('/api/auth/register', 'auth.register', (c, req) => c.auth.register(body(req)));
  r.get('/api/user-roles/user/:id', { procedure: 'auth.userRole', pathInput: { id: 'userId' } }, (c, req) => c.auth.userRole({ userId: req.params.id! }));
}
