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

/** The room writes (lockStatuses, writeStatusChanges, …): only the rooms layer imports them (issue 30). */
export const ROOMS = 'src-server/rooms';
export const ROOM_WRITES = `${ROOMS}/room-writes`;
export const ROOM_WRITES_MESSAGE =
  'Only src-server/rooms/ writes a room (issue 30): go through changeRoom or changeRooms (src-server/rooms/change-rooms.ts), whose callbacks get a RoomWriter; its types come from there too.';
/** Where the room writes may not be imported from: these folders and all below them, the rooms layer excepted. */
const ROOM_WRITES_KEPT_FROM = ['src-server', 'scripts', 'e2e', 'db'];

/** The specifiers, from a file in `dir` (relative to the repository), that name the room writes. */
export function roomWritesPattern(dir) {
  let rel = path.posix.relative(dir, ROOM_WRITES);
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return `^${escape(rel)}(?:\\.[jt]s)?$`;
}

/** The specifiers, from a file `depth` folders below its feature's folder, that name another feature's queries or service. */
export function crossFeaturePattern(feature, depth) {
  const target = `(?!${escape(feature)}/)[^/]+/(?:[^/]+/)*[^/]+\\.(?:queries|service)(?:\\.[jt]s)?$`;
  // Up to the features folder and into another one, or up past it and back in by name.
  return `(?:\\.\\./){${depth + 1}}(?!\\.\\./)${target}|(?:\\.\\./){${depth + 2}}features/${target}`;
}

const roomWrites = (dir) => ({ regex: roomWritesPattern(dir), message: ROOM_WRITES_MESSAGE });

/** A block's rule: one no-restricted-imports holds every pattern (a later block's replaces an earlier's options). */
function rule(dir, feature, depth, allowed = []) {
  const except = allowed.length > 0 ? `(?!(?:${allowed.map(escape).join('|')})$)` : '';
  const patterns = [{ regex: `^${except}(?:${crossFeaturePattern(feature, depth)})`, message: MESSAGE }, roomWrites(dir)];
  return { 'no-restricted-imports': ['error', { patterns }] };
}

/** Every folder under `top` (itself included), relative to the repository, but the rooms layer and node's. */
function folders(top) {
  const found = [];
  const walk = (rel) => {
    if (rel === ROOMS || rel.endsWith('node_modules')) return;
    found.push(rel);
    for (const entry of fs.readdirSync(path.join(ROOT, rel), { withFileTypes: true })) if (entry.isDirectory()) walk(path.posix.join(rel, entry.name));
  };
  if (fs.existsSync(path.join(ROOT, top))) walk(top);
  return found;
}

export function readBaseline() {
  return JSON.parse(fs.readFileSync(path.join(ROOT, BASELINE_FILE), 'utf8')).allowed;
}

/**
 * Flat-config blocks: the room writes kept from every folder but the rooms layer (tests too);
 * then one per folder under the features, then one per file of the baseline with its own
 * imports let through (each of these keeps the room writes out as well).
 */
export function crossFeatureBoundaries() {
  const blocks = [];
  for (const dir of ROOM_WRITES_KEPT_FROM.flatMap(folders)) {
    blocks.push({ files: [`${dir}/*.{ts,tsx,js,mjs}`], rules: { 'no-restricted-imports': ['error', { patterns: [roomWrites(dir)] }] } });
  }
  const walk = (dir) => {
    const rel = path.relative(path.join(ROOT, FEATURES), dir).split(path.sep);
    const folder = `${FEATURES}/${rel.join('/')}`;
    if (rel[0] !== '') blocks.push({ files: [`${folder}/*.{ts,tsx}`], ignores: ['**/*.test.ts'], rules: rule(folder, rel[0], rel.length - 1) });
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) walk(path.join(dir, entry.name));
  };
  walk(path.join(ROOT, FEATURES));
  for (const [file, allowed] of Object.entries(readBaseline())) {
    const rel = path.relative(FEATURES, file).split('/');
    blocks.push({ files: [file], rules: rule(path.posix.dirname(file), rel[0], rel.length - 2, allowed) });
  }
  return blocks;
}
