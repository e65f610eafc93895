import type { FastifyInstance, FastifyRequest } from 'fastify';
import { reasonBody } from './framework-errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hasBody(req: FastifyRequest): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

function isJson(req: FastifyRequest): boolean {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json';
}

/**
 * Writes are JSON only (415), which also turns off tRPC's multipart input, and a
 * browser write from any origin but PUBLIC_URL's is refused (403): SameSite=Lax alone
 * does not cover same-site subdomains, and the request's own Host is no proof either (a
 * DNS-rebound name makes Origin and Host agree on the attacker's name). Clients sending
 * no Origin (integrations) are unaffected.
 */
export function registerWriteGuards(app: FastifyInstance, publicUrl: string) {
  const ownOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (req, reply) => {
    if (SAFE_METHODS.has(req.method)) return;
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== ownOrigin) {
      return reply.code(403).send(reasonBody('FORBIDDEN', 'CROSS_ORIGIN'));
    }
    // A photo upload route (DESIGN §18) says so in its config; it reads multipart/form-data itself.
    const multipart = (req.routeOptions.config as { rest?: { multipart?: boolean } } | undefined)?.rest?.multipart === true;
    if (hasBody(req) && !isJson(req) && !multipart) {
      return reply.code(415).send(reasonBody('UNSUPPORTED_MEDIA_TYPE', 'JSON_ONLY'));
    }
  });
}
