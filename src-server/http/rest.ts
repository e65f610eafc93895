import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TRPCError, type inferRouterInputs } from '@trpc/server';
import { appRouter } from '../trpc/app.router';
import { createCallerFactory } from '../trpc/init';
import { createContext, type AppServices } from '../trpc/context';
import { httpStatusOf, retryAfterOf, toErrorBody } from '../trpc/errors';

const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;

type Handler = (
  caller: Caller,
  req: FastifyRequest<{ Params: Record<string, string>; Querystring: Record<string, string> }>,
  reply: FastifyReply,
) => Promise<unknown>;

type RouterInputs = inferRouterInputs<typeof appRouter>;
/** 'router.procedure', for every procedure of the app router. */
export type ProcedurePath = { [R in keyof RouterInputs]: `${R & string}.${keyof RouterInputs[R] & string}` }[keyof RouterInputs];

/**
 * Which procedure a route calls, for the OpenAPI document (http/openapi): its input schema
 * gives the path, query and body, its output schema the answer. `pathInput` names the input
 * field a path parameter fills when the names differ (`:id` → `userId`).
 */
export interface RestDoc {
  procedure: ProcedurePath;
  /** The OpenAPI summary, when the one made from the procedure's name ('Room statuses: set status') says too little. */
  summary?: string;
  pathInput?: Record<string, string>;
  /** Input fields a write takes from the query string (`?date=`), documented there rather than in the body. */
  queryInput?: string[];
  /** A larger body than the app's default, for a write that carries a whole hotel (DESIGN §17). */
  bodyLimit?: number;
  /**
   * Fields the tRPC answer carries for the app's own screens (the changed board rows) that
   * the documented REST answer leaves out: dropped here and from the OpenAPI document.
   */
  omitOutput?: string[];
  /** The route reads multipart/form-data (photo uploads, DESIGN §18): `photos` files plus these text fields. */
  multipart?: boolean;
}

type Route = (url: string, doc: ProcedurePath | RestDoc, handler: Handler) => void;

export interface RestRouter {
  get: Route;
  post: Route;
  put: Route;
  patch: Route;
  delete: Route;
}

function sendError(reply: FastifyReply, error: unknown) {
  const trpcError = error instanceof TRPCError ? error : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error });
  const status = httpStatusOf(trpcError);
  if (status >= 500) reply.log.error(error);
  const retryAfter = retryAfterOf(trpcError);
  if (retryAfter !== null) reply.header('Retry-After', String(retryAfter));
  return reply.code(status).send(toErrorBody(trpcError));
}

/**
 * A REST shim maps a documented /api path onto the same procedure through createCaller;
 * no logic lives here beyond moving path, query and body into the procedure's input.
 */
export function restRouter(app: FastifyInstance, services: AppServices): RestRouter {
  const add =
    (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'): Route =>
    (url, doc, handler) => {
      app.route({
        method,
        url,
        config: { rest: typeof doc === 'string' ? { procedure: doc } : doc },
        ...(typeof doc !== 'string' && doc.bodyLimit ? { bodyLimit: doc.bodyLimit } : {}),
        handler: async (req, reply) => {
          try {
            const caller = createCaller(await createContext(services, req));
            const result = await handler(caller, req as Parameters<Handler>[1], reply);
            return reply.send(withoutFields(result, typeof doc === 'string' ? undefined : doc.omitOutput) ?? { success: true });
          } catch (error) {
            return sendError(reply, error);
          }
        },
      });
    };
  return { get: add('GET'), post: add('POST'), put: add('PUT'), patch: add('PATCH'), delete: add('DELETE') };
}

function withoutFields(result: unknown, fields: string[] | undefined): unknown {
  if (!fields || result === null || typeof result !== 'object' || Array.isArray(result)) return result;
  return Object.fromEntries(Object.entries(result).filter(([key]) => !fields.includes(key)));
}

/**
 * The JSON body, untyped on purpose: the procedure's input schema is what validates it,
 * so a missing or malformed body is a 400 with the schema's message, never a TypeError.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function body(req: FastifyRequest): any {
  return req.body ?? {};
}
