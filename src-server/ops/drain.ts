import net from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyTRPCRouter } from '@trpc/server';
import { reasonBody } from '../http/framework-errors';
import { trpcRefusalBody } from '../trpc/refusal';
import type { HotelFeed } from '../realtime/hotel-feed';

/**
 * How long the listener still accepts once the drain starts, answering 503: a connection the
 * kernel has completed but Node not yet accepted is reset when the listener closes, and its
 * sender cannot tell whether its request ran; a 503 says it did not.
 */
export const ACCEPT_WINDOW_MS = 300;
/**
 * How long a connection accepted just before the drain has to send its request (it is then
 * answered 503) before Node closes it as idle: the phones of a burst connect, then write.
 */
export const UNSENT_REQUEST_GRACE_MS = 1000;
/** How long the close waits for handlers still running before the pool closes under them. */
export const HANDLER_GRACE_MS = 8000;
/** Retry-After of the drain's 503: another instance (or this one, restarted) answers by then. */
export const SHUTDOWN_RETRY_AFTER_SECONDS = 1;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `done` every 10 ms until it holds or `ms` have passed. */
async function until(done: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await sleep(10);
}

/** Resolves once the request's body has all arrived (read and dropped), or after `ms`. */
function bodyRead(req: FastifyRequest, ms: number): Promise<void> {
  const raw = req.raw;
  if (raw.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    raw.once('end', done).once('close', done).once('error', done);
    raw.resume();
  });
}

/** Where tRPC answers, and its router: a request there is refused in tRPC's error shape. */
export interface TrpcMount {
  prefix: string;
  router: AnyTRPCRouter;
}

/**
 * The drain's 503 with Retry-After, in the shape the caller reads: a tRPC client (the
 * screens, the phone's queue) gets a tRPC error (code SERVICE_UNAVAILABLE, reason
 * SHUTTING_DOWN, as every tRPC error carries its reason), any other caller the REST body.
 */
function refuseShuttingDown(req: FastifyRequest, reply: FastifyReply, trpc: TrpcMount | undefined) {
  reply.code(503).header('Connection', 'close').header('Retry-After', String(SHUTDOWN_RETRY_AFTER_SECONDS));
  const path = req.url.split('?')[0]!;
  if (trpc && path.startsWith(`${trpc.prefix}/`)) {
    return reply.type('application/json').send(trpcRefusalBody(trpc.router, 'SERVICE_UNAVAILABLE', 'SHUTTING_DOWN'));
  }
  return reply.send(reasonBody('SERVICE_UNAVAILABLE', 'SHUTTING_DOWN'));
}

export interface Drain {
  /**
   * Resolves once no request handler is running any more (or after HANDLER_GRACE_MS): the
   * database pool may close. A handler whose sender hung up keeps running to its end, and
   * its connection no longer holds the listener's close back, so this counts handlers.
   */
  handlersDone(): Promise<void>;
}

/**
 * Graceful close (DESIGN §15). Once `app.close()` starts, new requests are answered 503, the
 * listener stops accepting after ACCEPT_WINDOW_MS, connections already accepted get their
 * request read and answered 503, live streams end
 * (the browser reconnects to another instance), responses still being answered close their
 * connection, and every connection is closed as soon as it falls idle. The caller closes
 * the database only after `handlersDone()`: a request in flight gets its real answer or a
 * 503, never 'driver has already been destroyed' (issue 28).
 */
export function registerDrain(
  app: FastifyInstance,
  feed: Pick<HotelFeed, 'endStreams'>,
  workers: { stop(): Promise<void> }[] = [],
  trpc?: TrpcMount,
): Drain {
  let draining = false;
  /** Past the grace for unsent requests: idle connections may be closed. */
  let closingIdle = false;
  const running = new Set<FastifyRequest>();
  const open = new Set<net.Socket>();
  const carriedRequest = new WeakSet<net.Socket>();
  app.server.on('connection', (socket: net.Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });

  app.addHook('preClose', async () => {
    draining = true;
    feed.endStreams();
    if (app.server.listening) await sleep(ACCEPT_WINDOW_MS);
    // New connections are refused from now on. Node's own close (Fastify calls it after this
    // hook) would also drop every connection without a request in flight, including those
    // accepted a moment ago whose request is still on its way: their senders would see a
    // reset. Stop listening only, and give them a moment to send it (answered 503 below).
    if (app.server.listening) net.Server.prototype.close.call(app.server);
    // Background work (webhook deliveries) stops taking new work; what is in flight is
    // aborted and stays pending in the database for the next instance.
    await Promise.all([
      ...workers.map((w) => w.stop()),
      until(() => [...open].every((socket) => carriedRequest.has(socket)), UNSENT_REQUEST_GRACE_MS),
    ]);
    closingIdle = true;
  });
  // Requests that still arrive on an open keep-alive connection (readyz among them) are
  // turned away in the one error shape, for the load balancer to retry elsewhere.
  app.addHook('onRequest', async (req, reply) => {
    carriedRequest.add(req.raw.socket);
    if (draining) {
      // The body is read first (and dropped): a connection closed with unread bytes is reset,
      // and the reset takes the 503 with it before the sender reads it.
      await bodyRead(req, UNSENT_REQUEST_GRACE_MS);
      return refuseShuttingDown(req, reply, trpc);
    }
    running.add(req);
  });
  // The handler has its answer once it is being sent (whether or not its sender is still there).
  app.addHook('onSend', async (req, reply, payload) => {
    running.delete(req);
    if (draining) reply.header('Connection', 'close');
    return payload;
  });
  // Node closes idle keep-alive connections once, when the listener closes; a connection
  // whose request finishes later would otherwise be held open for the keep-alive timeout.
  app.addHook('onResponse', async (req) => {
    running.delete(req);
    if (closingIdle) app.server.closeIdleConnections();
  });
  return { handlersDone: () => until(() => running.size === 0, HANDLER_GRACE_MS) };
}
