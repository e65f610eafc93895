import type { Writable } from 'node:stream';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** Credentials never reach the log, whichever header or level carries them. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
];

/**
 * Pino through Fastify at LOG_LEVEL, JSON lines on stdout (or `stream`, which tests read).
 * Fastify's own two lines per request are off; `registerRequestLog` writes one instead.
 */
export function logOptions(config: Pick<Config, 'logger' | 'logLevel'>, stream?: Writable): Pick<FastifyServerOptions, 'logger' | 'disableRequestLogging'> {
  if (!config.logger) return { logger: false };
  return {
    disableRequestLogging: true,
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

/** One line per finished request: who asked what, the answer's status and how long it took. */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (req, reply) => {
    req.log.info({ req, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 }, 'request completed');
  });
}
