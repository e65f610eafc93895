import type { FastifyInstance } from 'fastify';
import { loadConfig } from './config';
import { connect } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { loadSecrets } from './secrets';
import { buildApp } from './app';
import { resealPmsCredentials } from './features/pms/pms-reseal.service';

/** Connects, migrates, and listens; returns the app so a caller (demo seeding) can use it. */
export async function startServer(config = loadConfig()) {
  const db = await connect(config);
  await migrateToLatest(db);
  const secrets = await loadSecrets(db, config);
  const app = await buildApp({ config, db, secrets });
  // At start, where the database is known to answer (buildApp itself reads nothing: /readyz
  // must come up while the database is down).
  await resealPmsCredentials(db, { secretsKey: secrets.secretsKey, sessionKeys: secrets.sessionKeys }, app.log);
  await app.listen({ port: config.port, host: config.host });
  for (const warning of config.warnings) app.log.warn(warning);
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  // Human-readable on purpose: a person starting the app reads it, whatever LOG_LEVEL says.
  console.log(`Housekeeping is running at ${config.publicUrl} (database: ${where}, Node ${process.version})`);
  closeOnSignals(app);
  return { app, db };
}

/** A drain that takes longer than this is cut short (DESIGN §15). */
export const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * SIGTERM or SIGINT: stop accepting, let requests in flight finish and live streams end
 * (app.close, see ops/drain.ts), then exit 0. Past the deadline, or on a second signal,
 * exit 1 at once.
 */
function closeOnSignals(app: FastifyInstance) {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then exiting`);
    setTimeout(() => {
      console.error(`Still draining after ${SHUTDOWN_DEADLINE_MS / 1000} s; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
