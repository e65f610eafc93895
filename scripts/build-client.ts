import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, 'dist/client');
const STAMP = path.join(OUT_DIR, '.source-hash');
const SOURCES = ['src-client', 'src-shared', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'scripts/localized-manifests.ts', 'package-lock.json', 'public'];
const GENERATED = [/routeTree\.gen\.ts$/, /locales\/[^/]+\/[^/]+\.ts$/, /\.test\.tsx?$/];

function hashSources(): string {
  const hash = crypto.createHash('sha256');
  const visit = (p: string) => {
    if (!fs.existsSync(p) || GENERATED.some((g) => g.test(p))) return;
    if (fs.statSync(p).isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) visit(path.join(p, name));
    } else {
      hash.update(path.relative(ROOT, p)).update(fs.readFileSync(p));
    }
  };
  SOURCES.forEach((s) => visit(path.join(ROOT, s)));
  return hash.digest('hex');
}

/** Builds the client only when its sources changed since the last build (DESIGN §1). */
export function buildClientIfChanged(): void {
  const hash = hashSources();
  const built = fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === hash && fs.existsSync(path.join(OUT_DIR, 'index.html'));
  if (built) return;
  console.log('Building the client…');
  const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);
  // Always a production build: under vitest NODE_ENV is 'test', which would otherwise give
  // React's development build and turn off what only production does (the service worker).
  const env = { ...process.env, NODE_ENV: 'production' };
  execFileSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env });
  fs.writeFileSync(STAMP, hash);
}

/** After `npm run build`: records what was built, so `npm start` and the tests do not build it again. */
export function stampClientBuild(): void {
  fs.writeFileSync(STAMP, hashSources());
}
