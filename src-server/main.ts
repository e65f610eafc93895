import { loadConfig } from './config';
import { connect } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { loadSecrets } from './secrets';
import { buildApp } from './app';

/** Connects, migrates, and listens; returns the app so a caller (demo seeding) can use it. */
export async function startServer(config = loadConfig()) {
  const db = await connect(config);
  await migrateToLatest(db);
  const secrets = await loadSecrets(db, config);
  const app = await buildApp({ config, db, secrets });
  await app.listen({ port: config.port, host: config.host });
  for (const warning of config.warnings) app.log.warn(warning);
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  // Human-readable on purpose: a person starting the app reads it, whatever LOG_LEVEL says.
  console.log(`Housekeeping is running at ${config.publicUrl} (database: ${where}, Node ${process.version})`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  return { app, db };
}
