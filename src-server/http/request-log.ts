import type { Writable } from 'node:stream';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** Credentials never reach the log, whichever header or level carries them. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
];

/**
 * Fastify writes two lines per request ("incoming", "completed"); a busy shift is easier to
 * read and cheaper to store with one: who asked what, the answer's status and its time.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    const line = { req, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** Pino through Fastify at LOG_LEVEL, JSON lines on stdout (or `stream`, which tests read). */
export function logOptions(config: Pick<Config, 'logger' | 'logLevel'>, stream?: Writable): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (!config.logger) return { logger: false };
  return {
    logController: new OneLinePerRequest(),
    logger: {
      level: config.logLevel,
      redact: REDACTED_PATHS,
      serializers: {
        req: (req: FastifyRequest) => ({ method: req.method, url: req.url, ip: req.ip, headers: req.headers }),
        res: (reply: { statusCode: number; getHeaders?: () => Record<string, unknown> }) => ({ statusCode: reply.statusCode, headers: reply.getHeaders?.() }),
      },
      ...(stream ? { stream } : {}),
    },
  };
}
