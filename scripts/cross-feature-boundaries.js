// The server's feature boundary (issue 30) as ESLint's own no-restricted-imports: no plugin
// that resolves imports is installed, so each folder gets the regex for how far up its
// features folder is. Plain JS: eslint.config.js imports it before anything compiles.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const FEATURES = 'src-server/features';
/** The cross-feature imports there were when the rule came in: the list may only shrink. */
export const BASELINE_FILE = 'scripts/cross-feature-baseline.json';

const MESSAGE = "A feature may not import another feature's *.queries or *.service (issue 30): move what both need to src-server/db or a module the owning feature exports for it.";
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The specifiers, from a file `depth` folders below its feature's folder, that name another feature's queries or service. */
export function crossFeaturePattern(feature, depth) {
  const target = `(?!${escape(feature)}/)[^/]+/(?:[^/]+/)*[^/]+\\.(?:queries|service)(?:\\.[jt]s)?$`;
  // Up to the features folder and into another one, or up past it and back in by name.
  return `(?:\\.\\./){${depth + 1}}(?!\\.\\./)${target}|(?:\\.\\./){${depth + 2}}features/${target}`;
}

function rule(feature, depth, allowed = []) {
  const except = allowed.length > 0 ? `(?!(?:${allowed.map(escape).join('|')})$)` : '';
  return { 'no-restricted-imports': ['error', { patterns: [{ regex: `^${except}(?:${crossFeaturePattern(feature, depth)})`, message: MESSAGE }] }] };
}

export function readBaseline() {
  return JSON.parse(fs.readFileSync(path.join(ROOT, BASELINE_FILE), 'utf8')).allowed;
}

/** Flat-config blocks: one per folder under the features, then one per file of the baseline with its own imports let through. */
export function crossFeatureBoundaries() {
  const blocks = [];
  const walk = (dir) => {
    const rel = path.relative(path.join(ROOT, FEATURES), dir).split(path.sep);
    if (rel[0] !== '') blocks.push({ files: [`${FEATURES}/${rel.join('/')}/*.{ts,tsx}`], ignores: ['**/*.test.ts'], rules: rule(rel[0], rel.length - 1) });
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) walk(path.join(dir, entry.name));
  };
  walk(path.join(ROOT, FEATURES));
  for (const [file, allowed] of Object.entries(readBaseline())) {
    const rel = path.relative(FEATURES, file).split('/');
    blocks.push({ files: [file], rules: rule(rel[0], rel.length - 2, allowed) });
  }
  return blocks;
}
