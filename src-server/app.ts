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
import { REST_SHIMS } from './rest-shims';
import { collectApiRoutes } from './http/openapi/route-catalog';
import { registerOpenApi } from './http/openapi/openapi.routes';
import { createApiTokenGate } from './features/api-tokens/api-token-auth';
import { registerPhotoUploads } from './features/photos/photo-upload';
import { createDayPlanPass } from './features/occupancy/day-plan-pass';
import { createAnalyticsPrecomputeLoop } from './features/analytics/analytics-precompute';
import { returnDueRooms } from './features/out-of-order/out-of-order.service';
import { beginScheduledOutOfOrder } from './features/out-of-order/out-of-order-schedule.service';
import { runRecurringTasksPass } from './features/recurring-tasks/recurring-pass';
import { disposeKeptLostItems } from './features/lost-items/lost-items-disposal';
import { createWebhookWorker, type WebhookWorkerOptions } from './features/webhooks/webhook-worker';
import { pmsWebhookRest } from './features/pms/pms-webhook.rest';
import { comparePmsEachMorning } from './features/pms/pms-differences.service';
import { connectorOf } from './features/pms/pms-connections.service';
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
  /** Tests keep the analytics' days only as their reads keep them (a pass in the middle of a test would add some); on by default. */
  precomputeAnalytics?: boolean;
}

export async function buildApp({ config, db, secrets, bus: givenBus, pushAgent, logStream, webhookWorker, pmsWorker, precomputeAnalytics = true }: AppDeps) {
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
  const pmsKeys = { secretsKey: secrets.secretsKey, sessionKeys: secrets.sessionKeys };
  const services = { db, bus, feed, push, webhookHosts: config.webhookHosts, pmsKeys, publicUrl: config.publicUrl, apiTokens: createApiTokenGate(db) };
  const webhooks = createWebhookWorker({ db, allowedHosts: config.webhookHosts, log: app.log, ...webhookWorker });
  const dayPlans = createDayPlanPass({ db, bus, log: app.log, alsoRun: [returnDueRooms, beginScheduledOutOfOrder, runRecurringTasksPass, disposeKeptLostItems, comparePmsEachMorning((row) => connectorOf(row, pmsKeys, { allowedHosts: config.webhookHosts }))] });
  // The analytics' closed days kept ahead of readers (DESIGN §21), on a loop of their own.
  const analyticsDays = precomputeAnalytics ? createAnalyticsPrecomputeLoop({ db, log: app.log }) : null;
  const pms = createPmsWorker({ db, bus, pmsKeys, allowedHosts: config.webhookHosts, log: app.log, ...pmsWorker });

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
  const drain = registerDrain(app, feed, [webhooks, dayPlans, pms, ...(analyticsDays ? [analyticsDays] : [])], { prefix: '/trpc', router: appRouter });
  app.addHook('onReady', async () => {
    webhooks.start();
    dayPlans.start();
    pms.start();
    analyticsDays?.start();
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
  for (const register of REST_SHIMS) register(rest);
  pmsWebhookRest(app, { db, pmsKeys, allowedHosts: config.webhookHosts, kick: () => void pms.runOnce() });
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
    // The listener is closed and its connections ended; a handler whose sender hung up may
    // still be running, and needs the bus and the pool to finish (ops/drain.ts).
    await drain.handlersDone();
    await webhooks.stop();
    await dayPlans.stop();
    await pms.stop();
    await analyticsDays?.stop();
    feed.close();
    await bus.close();
    await db.destroy();
  });
  return app;
}
