import type { FastifyInstance } from 'fastify';
import type { RestDoc } from '../rest';

export interface ApiRoute {
  method: string;
  /** As registered, with :params. */
  url: string;
  /** The procedure a REST shim declared; undefined for a route registered without one. */
  doc?: RestDoc;
  /** How a route with no procedure behind it is documented (its `config.openapi`). */
  page?: OpenApiPage;
}

/** A route with no procedure (the docs, a vendor's webhook) describes itself in `config: { openapi }`. */
export interface OpenApiPage {
  operationId: string;
  summary: string;
  description?: string;
  /** No session cookie nor API token: the route checks nothing, or its own credential (a vendor's secret). */
  public?: true;
  /** Its answers beyond the 4xx every route has (openapi-answers.ts); `200 OK` when absent. */
  responses?: Record<string, unknown>;
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
    const config = route.config as { rest?: RestDoc; openapi?: OpenApiPage } | undefined;
    const doc = config?.rest;
    const page = config?.openapi;
    for (const method of methods) {
      // HEAD is Fastify's automatic twin of GET.
      if (DOCUMENTED_METHODS.has(method)) routes.push({ method, url: route.url, ...(doc ? { doc } : {}), ...(page ? { page } : {}) });
    }
  });
  return routes;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How a route with no procedure behind it is documented (OpenApiPage). */
    openapi?: OpenApiPage;
  }
}
