import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ErrorBody } from '../../src-shared/errors';
import { reasonMessage, type ErrorReason } from '../../src-shared/error-reasons';
import { NO_STORE } from './cache-control';
import { DATABASE_RETRY_AFTER_SECONDS, isLostConnection } from '../db/lost-connection';
import { databaseUnavailableBody } from '../trpc/errors';

/** Reasons by status: a refusal never quotes the URL, body or headers it refuses. */
const REASON_BY_STATUS: Record<number, ErrorReason> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  413: 'BODY_TOO_LARGE',
  414: 'URL_TOO_LONG',
  415: 'JSON_ONLY',
  431: 'HEADERS_TOO_LARGE',
};

/** Fastify codes whose status alone says too little. */
const REASON_BY_FASTIFY_CODE = new Map<string, ErrorReason>([
  ['FST_ERR_CTP_INVALID_JSON_BODY', 'BAD_JSON'],
  ['FST_ERR_CTP_EMPTY_JSON_BODY', 'BAD_JSON'],
  ['FST_ERR_BAD_URL', 'BAD_URL'],
]);

/** DESIGN §5 codes are the status names (BAD_REQUEST, PAYLOAD_TOO_LARGE, ...); 405 is tRPC's name for it. */
function codeOf(status: number): string {
  if (status === 405) return 'METHOD_NOT_SUPPORTED';
  return (http.STATUS_CODES[status] ?? 'Bad Request').toUpperCase().replace(/\W+/g, '_');
}

/** The error body of a refusal named by its reason. */
export function reasonBody(code: string, reason: ErrorReason): ErrorBody {
  return { error: reasonMessage(reason), code, reason };
}

/** The one error body for a refusal by the framework (not by the app) with this status. */
export function refusalBody(status: number, fastifyCode?: string): ErrorBody {
  if (status < 400 || status >= 500) return reasonBody('INTERNAL_SERVER_ERROR', 'INTERNAL_ERROR');
  const reason = REASON_BY_FASTIFY_CODE.get(fastifyCode ?? '') ?? REASON_BY_STATUS[status];
  if (reason) return reasonBody(codeOf(status), reason);
  // A status the app never expects: its own name, still with a reason from the table.
  return { error: http.STATUS_CODES[status] ?? reasonMessage('REQUEST_REFUSED'), code: codeOf(status), reason: 'REQUEST_REFUSED' };
}

function statusOf(error: FastifyError): number {
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 600 ? status : 500;
}

/** setErrorHandler: bad JSON, body too large, unknown content type, and anything unexpected. */
export function handleError(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (isLostConnection(error)) {
    req.log.warn({ err: error }, 'database connection lost');
    return reply.code(503).header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS)).send(databaseUnavailableBody());
  }
  const status = statusOf(error);
  if (status >= 500) req.log.error(error);
  return reply.code(status >= 500 ? 500 : status).send(refusalBody(status, error.code));
}

/**
 * Fastify options for the refusals written before any hook runs, so they carry the
 * security headers and no-store themselves: a URL that does not decode or whose path
 * parameter is too long (frameworkErrors), and a request Node cannot even parse
 * (clientErrorHandler: headers or URL over 16 KB, a malformed request line).
 */
export function earlyRefusalOptions(securityHeaders: Record<string, string>): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> {
  const headers = { ...securityHeaders, 'cache-control': NO_STORE };
  return {
    frameworkErrors(error, _req, res) {
      const status = statusOf(error);
      (res as FastifyReply).code(status).headers(headers).send(refusalBody(status, error.code));
    },
    clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      const body = JSON.stringify(refusalBody(status));
      const lines = Object.entries({
        ...headers,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      }).map(([name, value]) => `${name}: ${value}\r\n`);
      if (socket.writable) socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
      socket.destroy(error);
    },
  };
}
