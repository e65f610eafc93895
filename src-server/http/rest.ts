import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TRPCError } from '@trpc/server';
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

export interface RestRouter {
  get(url: string, handler: Handler): void;
  post(url: string, handler: Handler): void;
  patch(url: string, handler: Handler): void;
  delete(url: string, handler: Handler): void;
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
  const add = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE') => (url: string, handler: Handler) => {
    app.route({
      method,
      url,
      handler: async (req, reply) => {
        try {
          const caller = createCaller(await createContext(services, req));
          const result = await handler(caller, req as Parameters<Handler>[1], reply);
          return reply.send(result ?? { success: true });
        } catch (error) {
          return sendError(reply, error);
        }
      },
    });
  };
  return { get: add('GET'), post: add('POST'), patch: add('PATCH'), delete: add('DELETE') };
}

/**
 * The JSON body, untyped on purpose: the procedure's input schema is what validates it,
 * so a missing or malformed body is a 400 with the schema's message, never a TypeError.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function body(req: FastifyRequest): any {
  return req.body ?? {};
}
