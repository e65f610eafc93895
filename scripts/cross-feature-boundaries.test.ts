import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import baseline from './cross-feature-baseline.json';

const FEATURES = 'src-server/features';

/** Every import, outside tests, of another feature's *.queries or *.service, as `file -> specifier`. */
function crossFeatureImports(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)) {
        for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(/\bfrom\s+'([^']+)'/g)) {
          if (!spec || !/\.(queries|service)(\.[jt]s)?$/.test(spec)) continue;
          const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
          if (target.startsWith(`${FEATURES}/`) && target.split('/')[2] !== file.split('/')[2]) found.push(`${file} -> ${spec}`);
        }
      }
    }
  };
  walk(FEATURES);
  return found.sort();
}

const allowed = Object.entries(baseline.allowed as Record<string, string[]>)
  .flatMap(([file, specs]) => specs.map((spec) => `${file} -> ${spec}`))
  .sort();

describe('the cross-feature baseline (issue 30; eslint.config.js enforces it)', () => {
  it('has no stale entry: each allowed import is still there (remove it from the list when it goes)', () => {
    const actual = new Set(crossFeatureImports());
    expect(allowed.filter((entry) => !actual.has(entry))).toEqual([]);
  });

  it('holds every cross-feature import there is (a new one is a lint error, not a baseline entry)', () => {
    const listed = new Set(allowed);
    expect(crossFeatureImports().filter((entry) => !listed.has(entry))).toEqual([]);
  });
});
