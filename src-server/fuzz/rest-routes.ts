import type { FastifyInstance } from 'fastify';
import { appRouter } from '../trpc/app.router';
import { listProcedures, type ProcedureEntry } from './procedure-list';

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestRoute {
  method: RestMethod;
  /** As registered, with :params. */
  url: string;
  params: string[];
  /** The procedure the shim calls; its input schema shapes the generated path, query and body. */
  procedure: ProcedureEntry;
}

/**
 * The app's own route table, from Fastify's printRoutes tree: each line is a node whose
 * label continues its parent's path, with the methods in parentheses. Only /api routes are
 * kept: /trpc/:path is fuzzed procedure by procedure in trpc-fuzz.test.ts, and the static
 * client files (when built) are not API. HEAD is Fastify's automatic twin of GET.
 */
export function readRestRoutes(app: FastifyInstance): { method: RestMethod; url: string }[] {
  const stack: string[] = [];
  const routes: { method: RestMethod; url: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    const url = stack.join('');
    if (url.includes('|')) throw new Error(`two parameter names at one position of ${url}: name them alike`);
    for (const method of (m[3] ?? '').split(', ')) {
      if (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method) && url.startsWith('/api/')) routes.push({ method: method as RestMethod, url });
    }
  }
  // Parsing a printout is only trusted if Fastify recognises every route read from it.
  for (const route of routes) {
    if (!app.hasRoute(route)) throw new Error(`route table misread: ${route.method} ${route.url}`);
  }
  return routes;
}

type ProcedureFn = (...args: unknown[]) => unknown;

/**
 * Routes a JSON probe does not take to a procedure: a PMS's own webhook (DESIGN §17) is called
 * by the vendor with no session, its connection's secret as the credential, and only sets off
 * a re-read (its refusals are tested in features/pms/pms.test.ts); a photo upload reads
 * multipart/form-data and refuses anything else first (its limits: work-orders.test.ts, and
 * a found item's: lost-item-photos.test.ts).
 */
const PROCEDURELESS_ROUTES = new Set(['POST /api/pms/:vendor/:connectionId/webhook', 'POST /api/work-orders/:id/photos', 'POST /api/lost-items/:id/photo']);

/**
 * Which procedure each REST shim calls, found by calling each route once with nobody
 * signed in (refused before any change) while every procedure is wrapped to note its path.
 * The shims stay the only place that knows the mapping; a new route is fuzzed with the
 * schema of whatever it calls.
 */
export async function mapRoutesToProcedures(app: FastifyInstance): Promise<RestRoute[]> {
  const procedures = appRouter._def.procedures as unknown as Record<string, ProcedureFn>;
  const originals = { ...procedures };
  const called: string[] = [];
  for (const [path, procedure] of Object.entries(originals)) {
    procedures[path] = new Proxy(procedure, {
      apply(target, thisArg, args) {
        called.push(path);
        return Reflect.apply(target, thisArg, args);
      },
    });
  }
  const byPath = new Map(listProcedures().map((p) => [p.path, p]));
  const routes: RestRoute[] = [];
  try {
    for (const { method, url } of readRestRoutes(app)) {
      called.length = 0;
      const probeUrl = url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      const res = await app.inject({ method, url: probeUrl, ...(method === 'GET' ? {} : { payload: {} }) });
      const procedure = byPath.get(called[0] ?? '');
      // A public page that reaches no procedure (the API description) takes no input to fuzz.
      if (!procedure && method === 'GET' && res.statusCode === 200) continue;
      if (!procedure && PROCEDURELESS_ROUTES.has(`${method} ${url}`) && res.statusCode < 500) continue;
      if (!procedure) throw new Error(`${method} ${url} called no procedure`);
      routes.push({ method, url, params: [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!), procedure });
    }
  } finally {
    Object.assign(procedures, originals);
  }
  return routes;
}
