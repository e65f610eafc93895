import type { FastifyInstance } from 'fastify';

/**
 * tRPC answers with a fetch Response, which Fastify and the compressor treat as a stream of
 * unknown length: every answer, even a status change's 1 KB row, went through web streams
 * and a compressor of its own (about a millisecond of the server's time each, on the hot
 * path of a shift; issue 9). Read into a buffer here, an answer has its length, so the
 * compressor's threshold applies. Live streams (SSE) stay streams: their events must go
 * out as they happen.
 */
export function registerBufferedTrpcAnswers(app: FastifyInstance) {
  // A root hook: it runs before the compressor's, which is added to each route.
  app.addHook('onSend', async (_req, reply, payload) => {
    if (!(payload instanceof Response)) return payload;
    if (payload.headers.get('content-type')?.startsWith('text/event-stream')) return payload;
    reply.code(payload.status);
    for (const [name, value] of payload.headers) reply.header(name, value);
    return Buffer.from(await payload.arrayBuffer());
  });
}
