import { body, type RestRouter } from '../../http/rest';

export function apiTokensRest(r: RestRouter) {
  r.get('/api/api-tokens', 'apiTokens.list', (c) => c.apiTokens.list());
  r.post('/api/api-tokens', 'apiTokens.create', (c, req) => c.apiTokens.create(body(req)));
  r.delete('/api/api-tokens/:id', 'apiTokens.revoke', (c, req) => c.apiTokens.revoke({ id: req.params.id! }));
}
