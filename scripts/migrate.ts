import { loadConfigOrExit } from '../src-server/config';
import { connect } from '../src-server/db/connection';
import { makeMigrator } from '../src-server/db/migrate';

/** `npm run migrate` (to latest) or `npm run migrate -- down` (one step back). */
const config = loadConfigOrExit();
const db = await connect(config);
const migrator = makeMigrator(db);
const { error, results } = process.argv.includes('down') ? await migrator.migrateDown() : await migrator.migrateToLatest();
for (const r of results ?? []) console.log(`${r.status.padEnd(10)} ${r.direction} ${r.migrationName}`);
await db.destroy();
if (error) {
  console.error(error);
  process.exit(1);
}
