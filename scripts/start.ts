import { loadConfigOrExit } from '../src-server/config';
import { startServer } from '../src-server/main';
import { buildClientIfChanged } from './build-client';
import { seedDemo } from './seed-demo';

const demo = process.argv.includes('--demo');
// The demo keeps its own embedded database so its known passwords never reach real data.
if (demo && !process.env.DATABASE_URL && !process.env.DATA_DIR) process.env.DATA_DIR = './data-demo';

// A bad environment is reported before the (slow) client build.
const config = loadConfigOrExit();
buildClientIfChanged();
const { db } = await startServer(config);
if (demo) {
  const accounts = await seedDemo(db);
  console.log('\nDemo accounts (password for all: %s):', accounts.password);
  for (const a of accounts.users) console.log(`  ${a.role.padEnd(12)} ${a.email}   PIN ${a.pin}`);
}
