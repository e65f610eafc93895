import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No import cycles (issue 30). No ESLint plugin that follows imports is installed (import/no-cycle
 * would need one), so this reads the imports itself: the value imports that run when a module
 * loads. `import type` is erased and `import()` loads later, so neither can make a cycle at load.
 */
const ROOTS = ['src-server', 'src-shared', 'src-client'];
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function isFile(file: string): boolean {
  return fs.existsSync(file) && fs.statSync(file).isFile();
}

function moduleGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)) graph.set(file, []);
    }
  };
  ROOTS.forEach(walk);
  for (const [file, edges] of graph) {
    const source = fs.readFileSync(file, 'utf8');
    const specs = [
      ...[...source.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?\bfrom\s+'(\.[^']+)'/gms)].filter((m) => !m[1]).map((m) => m[2]),
      ...[...source.matchAll(/^import\s+'(\.[^']+)'/gm)].map((m) => m[1]),
    ];
    for (const spec of specs) {
      const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec!));
      const target = EXTENSIONS.map((ext) => base + ext).find((candidate) => graph.has(candidate) || isFile(candidate));
      if (target && graph.has(target)) edges.push(target);
    }
  }
  return graph;
}

/** The strongly connected groups of more than one module (Tarjan): each is a cycle. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('import cycles (issue 30)', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('no module of the server, the client or the shared code imports itself round a cycle', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(500);
    expect(cycles(graph)).toEqual([]);
  });
});
