import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
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

/** The start of the rule's message (scripts/cross-feature-boundaries.js ROOM_WRITES_MESSAGE; plain JS, so not imported here). */
const ROOM_WRITES_REFUSED = /import is restricted .*\. Only src-server\/rooms\/ writes a room/;

let eslint: ESLint | undefined;

/** What the repository's own ESLint config says of an import in a file at `filePath` (which need not exist). */
async function restrictedImports(filePath: string, specifier: string): Promise<string[]> {
  const code = `import { writeStatusChanges } from '${specifier}';\nexport const write = writeStatusChanges;\n`;
  eslint ??= new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the room writes: only src-server/rooms/ imports them (issue 30; eslint.config.js)', () => {
  it('refuses them to a feature, its tests, a baseline file, the rest of the server and the scripts', async () => {
    const outside: [string, string][] = [
      ['src-server/features/occupancy/day-plan.service.ts', '../../rooms/room-writes'],
      ['src-server/features/occupancy/day-plan.test.ts', '../../rooms/room-writes'],
      ['src-server/features/late-checkouts/late-checkouts.service.ts', '../../rooms/room-writes.ts'],
      ['src-server/features/pms/apaleo/apaleo-rooms.ts', '../../../rooms/room-writes'],
      ['src-server/realtime/announce.ts', '../rooms/room-writes'],
      ['src-server/app.ts', './rooms/room-writes'],
      ['scripts/bench-writes.ts', '../src-server/rooms/room-writes'],
    ];
    for (const [file, specifier] of outside) {
      const refused = await restrictedImports(file, specifier);
      expect([file, refused.length]).toEqual([file, 1]);
      expect(refused[0]).toMatch(ROOM_WRITES_REFUSED);
    }
  }, 60_000);

  it('lets the rooms layer import them, and a feature import the rooms layer\'s public module', async () => {
    expect(await restrictedImports('src-server/rooms/change-rooms.ts', './room-writes')).toEqual([]);
    expect(await restrictedImports('src-server/features/occupancy/day-plan.service.ts', '../../rooms/change-rooms')).toEqual([]);
  }, 60_000);
});
