import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Names as a client build lays them out: content-hashed files under assets/, fixed names elsewhere. */
export const CLIENT_FILES = {
  'index.html': '<!doctype html><html><head><script src="/saved-preferences.js"></script></head><body></body></html>',
  'saved-preferences.js': '// early theme',
  'service-worker.js': '// worker',
  'manifest.webmanifest': '{"name":"Housekeeping"}',
  'favicon-32x32.png': 'png',
  'assets/index-Bx3kQ9aZ.js': 'console.log(1)',
  'assets/index-C4lTz0Qe.css': 'body{}',
} as const;

/** A built client in a temporary folder, for tests of what the server does with it. */
export function makeClientDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hk-client-'));
  for (const [name, content] of Object.entries(CLIENT_FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}
