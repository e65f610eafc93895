import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../src-server/db/migrate';

/** `npm run make-migration -- add-something`: a timestamp-prefixed file with up and down. */
const name = process.argv[2]?.replace(/[^a-z0-9-]/gi, '-').toLowerCase();
if (!name) {
  console.error('usage: npm run make-migration -- <name>');
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace(/^(\d{4})(\d{2})(\d{2})/, '$1-$2-$3');
const file = path.join(MIGRATIONS_DIR, `${stamp}_${name}.ts`);
fs.writeFileSync(
  file,
  `import type { Kysely } from 'kysely';

// Frozen in time: never import application code in a migration.
export async function up(db: Kysely<any>): Promise<void> {}

export async function down(db: Kysely<any>): Promise<void> {}
`,
);
console.log(`created ${path.relative(process.cwd(), file)}`);
