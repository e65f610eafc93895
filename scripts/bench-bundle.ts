import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Gzip size of the JS the built index.html loads up front (entry script and modulepreloads). */
export function initialJsGzipBytes(dir = path.resolve('dist/client')): number | null {
  const indexPath = path.join(dir, 'index.html');
  if (!fs.existsSync(indexPath)) return null;
  const html = fs.readFileSync(indexPath, 'utf8');
  const files = new Set([...html.matchAll(/(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1]!));
  let total = 0;
  for (const file of files) total += zlib.gzipSync(fs.readFileSync(path.join(dir, file))).length;
  return total;
}
