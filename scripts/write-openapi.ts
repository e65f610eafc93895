import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src-server/app';
import { loadConfig } from '../src-server/config';
import { loadSecrets } from '../src-server/secrets';
import { connectPglite } from '../src-server/db/connection';
import { migrateToLatest } from '../src-server/db/migrate';

/**
 * Writes /api/openapi.json as the app serves it, with no server running: the app is built on
 * an in-memory database and asked through inject (issue 28: `npm run lint:openapi` lints this).
 * Usage: tsx scripts/write-openapi.ts <file>
 */
const out = process.argv[2];
if (!out) {
  process.stderr.write('usage: tsx scripts/write-openapi.ts <file>\n');
  process.exit(2);
}
const db = await connectPglite(null);
await migrateToLatest(db);
const config = {
  ...loadConfig({ PORT: '3000' }),
  clientDir: null,
  logger: false,
};
const app = await buildApp({
  config,
  db,
  secrets: await loadSecrets(db, config),
});
try {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${res.statusCode}: ${res.body}`);
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(res.json(), null, 2)}\n`);
  process.stdout.write(`wrote ${out}\n`);
} finally {
  await app.close();
}
