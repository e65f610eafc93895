import type { FastifyInstance } from 'fastify';
import type { RestDoc } from '../rest';

export interface ApiRoute {
  method: string;
  /** As registered, with :params. */
  url: string;
  /** The procedure a REST shim declared; undefined for a route registered without one. */
  doc?: RestDoc;
}

const DOCUMENTED_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/**
 * Every /api route, as Fastify registers it (from the onRoute hook, so a new route is in
 * the OpenAPI document without anyone listing it). Call before the routes are added.
 */
export function collectApiRoutes(app: FastifyInstance): ApiRoute[] {
  const routes: ApiRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const doc = (route.config as { rest?: RestDoc } | undefined)?.rest;
    for (const method of methods) {
      // HEAD is Fastify's automatic twin of GET.
      if (DOCUMENTED_METHODS.has(method)) routes.push({ method, url: route.url, ...(doc ? { doc } : {}) });
    }
  });
  return routes;
}
