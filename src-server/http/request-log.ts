import type { Writable } from 'node:stream';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** Credentials never reach the log, whichever header or level carries them. */
export const REDACTED_PATHS = [
  'reqHeaders.cookie',
  'reqHeaders.authorization',
  'reqHeaders["proxy-authorization"]',
  'resHeaders["set-cookie"]',
];

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the request acted for, once its context resolved it (trpc/context.ts): for the log line. */
    principal?: { userId: string } | { tokenId: string };
  }
}

/** The path without its query: tRPC queries carry their whole input there. */
function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/**
 * One short line per request (Fastify writes two, "incoming" and "completed"): who asked
 * what, the answer's status and its time; the request id comes from Fastify's child
 * logger. Headers (~1 KB a request) only at `debug`, where someone is looking for them.
 */
class OneLinePerRequest extends LogController {
  constructor(private readonly withHeaders: boolean) {
    super();
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    const line: Record<string, unknown> = {
      method: req.method,
      path: pathOf(req.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: req.ip,
      ...req.principal,
    };
    if (this.withHeaders) {
      line.reqHeaders = req.headers;
      line.resHeaders = reply.getHeaders();
    }
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** Pino through Fastify at LOG_LEVEL, JSON lines on stdout (or `stream`, which tests read). */
export function logOptions(config: Pick<Config, 'logger' | 'logLevel'>, stream?: Writable): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (!config.logger) return { logger: false };
  return {
    logController: new OneLinePerRequest(config.logLevel === 'debug' || config.logLevel === 'trace'),
    logger: {
      level: config.logLevel,
      redact: REDACTED_PATHS,
      ...(stream ? { stream } : {}),
    },
  };
}
