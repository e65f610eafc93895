import type { FastifyInstance } from 'fastify';
import { reasonBody } from '../http/framework-errors';
import type { HotelFeed } from '../realtime/hotel-feed';

/**
 * Graceful close (DESIGN §15). Once `app.close()` starts, the listener stops accepting,
 * live streams end (the browser reconnects to another instance), responses still being
 * answered close their connection, and every connection is closed as soon as it falls
 * idle: close then waits for in-flight requests and for nothing else.
 */
export function registerDrain(app: FastifyInstance, feed: Pick<HotelFeed, 'endStreams'>, workers: { stop(): Promise<void> }[] = []) {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
    feed.endStreams();
    // Background work (webhook deliveries) stops taking new work; what is in flight is
    // aborted and stays pending in the database for the next instance.
    await Promise.all(workers.map((w) => w.stop()));
  });
  // Requests that still arrive on an open keep-alive connection (readyz among them) are
  // turned away in the one error shape, for the load balancer to retry elsewhere.
  app.addHook('onRequest', async (_req, reply) => {
    if (draining) {
      return reply.code(503).header('Connection', 'close').send(reasonBody('SERVICE_UNAVAILABLE', 'SHUTTING_DOWN'));
    }
  });
  app.addHook('onSend', async (_req, reply) => {
    if (draining) reply.header('Connection', 'close');
  });
  // Node closes idle keep-alive connections once, when the listener closes; a connection
  // whose request finishes later would otherwise be held open for the keep-alive timeout.
  app.addHook('onResponse', async () => {
    if (draining) app.server.closeIdleConnections();
  });
}
