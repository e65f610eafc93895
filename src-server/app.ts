import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import secureSession from '@fastify/secure-session';
import fastifyStatic from '@fastify/static';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { Config } from './config';
import type { Db } from './db/connection';
import type { Secrets } from './secrets';
import { appRouter, type AppRouter } from './trpc/app.router';
import { createContext } from './trpc/context';
import { retryAfterResponseMeta } from './trpc/errors';
import { withSseKeepAlive } from './trpc/sse-keep-alive';
import { registerWriteGuards } from './http/write-guards';
import { registerCompression } from './http/compression';
import { registerBufferedTrpcAnswers } from './http/trpc-answers';
import { registerSecurityHeaders, securityHeaderPairs } from './http/security-headers';
import { isApiUrl, registerApiNoStore, staticCacheHeaders } from './http/cache-control';
import { earlyRefusalOptions, handleError, refusalBody } from './http/framework-errors';
import { restRouter } from './http/rest';
import { collectApiRoutes } from './http/openapi/route-catalog';
import { registerOpenApi } from './http/openapi/openapi.routes';
import { authRest } from './features/auth/auth.rest';
import { profileRest } from './features/profile/profile.rest';
import { hotelsRest } from './features/hotels/hotels.rest';
import { roomsRest } from './features/rooms/rooms.rest';
import { staffRest } from './features/staff/staff.rest';
import { rolesRest } from './features/staff/roles.rest';
import { roomStatusesRest } from './features/room-statuses/room-statuses.rest';
import { lateCheckoutsRest } from './features/late-checkouts/late-checkouts.rest';
import { roomNotesRest } from './features/room-notes/room-notes.rest';
import { dailyStatsRest } from './features/daily-stats/daily-stats.rest';
import { pushRest } from './features/push/push.rest';
import { apiTokensRest } from './features/api-tokens/api-tokens.rest';
import { createApiTokenGate } from './features/api-tokens/api-token-auth';
import { webhooksRest } from './features/webhooks/webhooks.rest';
import { roomLifecycleRest } from './features/room-lifecycle/room-lifecycle.rest';
import { reportsRest } from './features/reports/reports.rest';
import { roomTypesRest } from './features/room-types/room-types.rest';
import { workloadRest } from './features/workload/workload.rest';
import { shiftRest } from './features/shift/shift.rest';
import { occupancyRest } from './features/occupancy/occupancy.rest';
import { registerPhotoUploads } from './features/photos/photo-upload';
import { workOrdersRest } from './features/work-orders/work-orders.rest';
import { guestRequestsRest } from './features/guest-requests/guest-requests.rest';
import { createDayPlanPass } from './features/occupancy/day-plan-pass';
import { returnDueRooms } from './features/out-of-order/out-of-order.service';
import { beginScheduledOutOfOrder } from './features/out-of-order/out-of-order-schedule.service';
import { runRecurringTasksPass } from './features/recurring-tasks/recurring-pass';
import { disposeKeptLostItems } from './features/lost-items/lost-items-disposal';
import { areasRest } from './features/areas/areas.rest';
import { recurringTasksRest } from './features/recurring-tasks/recurring-tasks.rest';
import { outOfOrderRest } from './features/out-of-order/out-of-order.rest';
import { discrepanciesRest } from './features/discrepancies/discrepancies.rest';
import { createWebhookWorker, type WebhookWorkerOptions } from './features/webhooks/webhook-worker';
import { pmsRest } from './features/pms/pms.rest';
import { pmsWebhookRest } from './features/pms/pms-webhook.rest';
import { createPmsWorker, type PmsWorkerOptions } from './features/pms/pms-worker';
import { SESSION_LIFETIME_SECONDS } from '../src-shared/limits';
import { createLocalBus, createPostgresBus, type EventBus } from './realtime/event-bus';
import { createHotelFeed } from './realtime/hotel-feed';
import { createPushSender } from './push/push-sender';
import { registerDrain } from './ops/drain';
import { registerHealth } from './ops/health';
import type { Agent } from 'node:https';
import type { Writable } from 'node:stream';
import { logOptions } from './http/request-log';
import { fastifyTrustProxy } from './config/trust-proxy';

const APP_VERSION = (JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../package.json'), 'utf8')) as { version: string }).version;

export interface AppDeps {
  config: Config;
  db: Db;
  secrets: Secrets;
  /** Defaults to LISTEN/NOTIFY on PostgreSQL and an in-memory bus on PGlite. */
  bus?: EventBus;
  /** Tests deliver push to a local endpoint with a self-signed certificate. */
  pushAgent?: Agent;
  /** Tests read the log lines here; stdout otherwise. */
  logStream?: Writable;
  /** Tests deliver webhooks faster than a day's backoff allows. */
  webhookWorker?: Partial<Pick<WebhookWorkerOptions, 'pollMs' | 'retry' | 'timeoutMs'>>;
  /** Tests push to PMS stand-ins faster than a day's backoff allows. */
  pmsWorker?: Partial<Pick<PmsWorkerOptions, 'pollMs' | 'retry' | 'pullEveryMs' | 'timeoutMs'>>;
}

export async function buildApp({ config, db, secrets, bus: givenBus, pushAgent, logStream, webhookWorker, pmsWorker }: AppDeps) {
  const app = Fastify({
    ...logOptions(config, logStream),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 256 * 1024,
    // Close lets in-flight requests finish; the drain ends live-update streams (ops/drain.ts).
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    // tRPC batches put several procedure names in one path segment.
    routerOptions: { maxParamLength: 5000 },
    // Fastify's own errors (bad URL, bad JSON, body too large) in the one body shape.
    ...earlyRefusalOptions(securityHeaderPairs(config.publicUrl)),
  });
  app.setErrorHandler(handleError);
  // Before any route: the OpenAPI document lists every /api route Fastify registers.
  const apiRoutes = collectApiRoutes(app);
  await registerSecurityHeaders(app, config.publicUrl);
  registerApiNoStore(app);
  const bus = givenBus ?? (config.databaseUrl ? await createPostgresBus(config.databaseUrl, db, app.log) : createLocalBus());
  const feed = createHotelFeed(db, bus, app.log);
  const push = createPushSender(db, secrets.vapid, { agent: pushAgent, hosts: config.pushHosts, log: app.log });
  const services = { db, bus, feed, push, webhookHosts: config.webhookHosts, sessionKeys: secrets.sessionKeys, apiTokens: createApiTokenGate(db) };
  const webhooks = createWebhookWorker({ db, allowedHosts: config.webhookHosts, log: app.log, ...webhookWorker });
  const dayPlans = createDayPlanPass({ db, bus, log: app.log, alsoRun: [returnDueRooms, beginScheduledOutOfOrder, runRecurringTasksPass, disposeKeptLostItems] });
  const pms = createPmsWorker({ db, bus, sessionKeys: secrets.sessionKeys, log: app.log, ...pmsWorker });

  registerBufferedTrpcAnswers(app);
  await registerCompression(app);
  await app.register(secureSession, {
    key: secrets.sessionKeys,
    cookieName: 'hk_session',
    expiry: SESSION_LIFETIME_SECONDS,
    cookie: {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.publicUrl.startsWith('https:'),
      maxAge: SESSION_LIFETIME_SECONDS,
    },
  });
  registerWriteGuards(app, config.publicUrl);
  await registerPhotoUploads(app);
  registerDrain(app, feed, [webhooks, dayPlans, pms]);
  app.addHook('onReady', async () => {
    webhooks.start();
    dayPlans.start();
    pms.start();
  });
  registerHealth(app, db);

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: withSseKeepAlive(appRouter, config.ssePingMs),
      createContext: ({ req }) => createContext(services, req),
      responseMeta: retryAfterResponseMeta,
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, path }, 'tRPC failure');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  const rest = restRouter(app, services);
  authRest(rest);
  profileRest(rest);
  hotelsRest(rest);
  roomsRest(rest);
  staffRest(rest);
  rolesRest(rest);
  roomStatusesRest(rest);
  lateCheckoutsRest(rest);
  roomNotesRest(rest);
  dailyStatsRest(rest);
  pushRest(rest);
  apiTokensRest(rest);
  webhooksRest(rest);
  roomLifecycleRest(rest);
  reportsRest(rest);
  roomTypesRest(rest);
  workloadRest(rest);
  shiftRest(rest);
  occupancyRest(rest);
  outOfOrderRest(rest);
  discrepanciesRest(rest);
  workOrdersRest(rest);
  guestRequestsRest(rest);
  areasRest(rest);
  recurringTasksRest(rest);
  pmsRest(rest);
  pmsWebhookRest(app, { db, sessionKeys: secrets.sessionKeys, kick: () => void pms.runOnce() });
  registerOpenApi(app, apiRoutes, APP_VERSION);

  const clientDir = config.clientDir;
  const hasClient = clientDir !== null && fs.existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: staticCacheHeaders(clientDir),
    });
  }
  app.setNotFoundHandler((req, reply) => {
    // A missing hashed asset is a 404, not index.html under a script's name.
    const isFile = isApiUrl(req.url) || req.url.startsWith('/assets/');
    // HEAD as GET: a load balancer's health check of the page must not fail.
    const reads = req.method === 'GET' || req.method === 'HEAD';
    if (!hasClient || isFile || !reads) return reply.code(404).send(refusalBody(404));
    // The client router owns every other path, including its own not-found page.
    return reply.sendFile('index.html');
  });

  app.addHook('onClose', async () => {
    await webhooks.stop();
    await dayPlans.stop();
    await pms.stop();
    feed.close();
    await bus.close();
    await db.destroy();
  });
  return app;
}
