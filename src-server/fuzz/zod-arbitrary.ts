import fc from 'fast-check';
import type { z } from 'zod';
import { HOSTILE_KEYS, hostileNumber, hostileTexts, wrongType } from './hostile-values';

/**
 * fast-check arbitraries read from a zod 4 schema's own definition (`_zod.def`), so a
 * field added to a schema is fuzzed without touching this file. Walking the definition
 * rather than z.toJSONSchema keeps the input side of pipes, preprocess and defaults,
 * which JSON Schema cannot express.
 */

export type Mode = 'valid' | 'hostile';

export interface Hints {
  /** Real ids (seeded hotels, rooms, users, notes...) mixed into every uuid field, so calls reach the services. */
  ids: readonly string[];
  /** Realistic values for a field by its key (ids of the right table, room-number lists, the password...), mixed in. */
  byKey: Record<string, fc.Arbitrary<unknown>>;
  /** Hostile values aimed at what a field by that key means (a room list gets huge ranges), mixed in. */
  hostileByKey: Record<string, fc.Arbitrary<unknown>>;
}

interface Def {
  type: string;
  [key: string]: unknown;
}
type Schema = z.core.$ZodType;

const defOf = (schema: Schema) => schema._zod.def as unknown as Def;
const checksOf = (def: Def) => ((def.checks as Schema[] | undefined) ?? []).map(defOf);

/** A string that is never blank, so `.trim().min(1)` passes; ASCII with a little of the world. */
const friendlyChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .-\'éñü漢');
const isDatePattern = (p: RegExp) => p.test('2026-01-15') && !p.test('2026-01-15x');

/** yyyy-MM-dd: mostly recent days, where the seeded history is; often the extremes any 4 digits allow. */
const dateText = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -3, max: 1 }).map((d) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10)) },
  { weight: 2, arbitrary: fc.constantFrom('0000-01-01', '9999-12-31', '1970-01-01', '2000-01-01', '2100-12-31') },
  { weight: 1, arbitrary: fc.date({ min: new Date('2000-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 })).map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`) },
);

/**
 * The side of a pipe to aim at: a preprocess is a pipe out of a transform, so the schema
 * after it; a .transform() is a pipe into one, so the schema before it; otherwise the later,
 * stricter schema (string.pipe(z.url()) wants a URL).
 */
function pipeTarget(def: Def): Schema {
  const out = def.out as Schema;
  return defOf(out).type === 'transform' ? (def.in as Schema) : out;
}

/**
 * A string refined by a function says nothing about itself, but it can be asked: one that
 * refuses a word and accepts a day is a day field (DESIGN §16's daySchema).
 */
function refinedKind(schema: Schema): 'date' | 'instant' | null {
  const accepts = (v: string) => (schema as z.ZodType).safeParse(v).success;
  if (accepts('abc')) return null;
  if (accepts('2026-01-15')) return 'date';
  if (accepts('2026-01-15T10:00:00.000Z')) return 'instant';
  return null;
}

const instantText = fc.integer({ min: -48, max: 2 }).map((h) => new Date(Date.now() + h * 3_600_000).toISOString());

function stringArbitrary(schema: Schema, def: Def, hints: Hints): fc.Arbitrary<string> {
  const refined = checksOf(def).some((c) => c.check === 'custom') ? refinedKind(schema) : null;
  if (refined === 'date') return dateText;
  if (refined === 'instant') return instantText;
  let min = 0;
  let max = 40;
  // z.url() and z.iso.datetime() carry their format on the type; .url() and .regex() as a check.
  for (const check of [...(def.format ? [def] : []), ...checksOf(def)]) {
    if (check.check === 'min_length') min = check.minimum as number;
    if (check.check === 'max_length') max = Math.min(max, check.maximum as number);
    if (check.check === 'length_equals') min = max = check.length as number;
    if (!check.format) continue;
    switch (check.format as string) {
      case 'uuid':
      case 'guid':
        return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...hints.ids) }, { weight: 1, arbitrary: fc.uuid({ version: 4 }) });
      case 'email':
        return fc.stringMatching(/^[a-z][a-z0-9._+-]{0,15}@[a-z]{1,10}\.(test|com|es)$/).filter((e) => e.length <= max && (!check.pattern || (check.pattern as RegExp).test(e)));
      case 'url':
        return fc.webUrl({ validSchemes: ['https'] });
      case 'datetime':
        return instantText;
      case 'regex': {
        const pattern = check.pattern as RegExp;
        return isDatePattern(pattern) ? dateText : fc.stringMatching(pattern);
      }
    }
  }
  const lead = min > 0 ? fc.constantFrom('A', 'b', '7') : fc.constantFrom('', 'A', 'b', '7');
  return fc.tuple(lead, fc.string({ unit: friendlyChar, maxLength: Math.max(0, max - 1) })).map(([a, b]) => (a + b).slice(0, max).padEnd(min, 'x'));
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1_000_000;
  let max = 1_000_000;
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than') min = (check.value as number) + (check.inclusive ? 0 : 1);
    if (check.check === 'less_than') max = (check.value as number) - (check.inclusive ? 0 : 1);
  }
  const isInt = typeof def.format === 'string' && /int/.test(def.format);
  return isInt ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(def: Def, mode: Mode, hints: Hints): fc.Arbitrary<unknown> {
  const shape = def.shape as Record<string, Schema>;
  const keys = Object.keys(shape);
  const fieldsOf = (m: Mode) => Object.fromEntries(keys.map((key) => [key, arbitraryFor(shape[key]!, m, hints, key)]));
  const valid = fieldsOf('valid');
  const requiredKeys = keys.filter((key) => shape[key]!._zod.optin === undefined);
  // Optional fields are usually sent: they are where the less trodden paths of a service start.
  const record = fc.oneof({ weight: 2, arbitrary: fc.record(valid) }, { weight: 1, arbitrary: fc.record(valid, { requiredKeys }) });
  if (mode === 'valid' || keys.length === 0) return record;
  // Mostly one bad field among good ones, so the bad value gets as far into the service as it can.
  const oneBad = fc.oneof(...keys.map((key) => fc.record({ ...valid, [key]: hostileOnly(shape[key]!, hints, key) })));
  const oneMissing = fc.oneof(...keys.map((key) => fc.record(valid, { requiredKeys: requiredKeys.filter((k) => k !== key) })));
  const extras = fc.dictionary(fc.constantFrom(...HOSTILE_KEYS), wrongType, { minKeys: 1, maxKeys: 2 });
  return fc.oneof(
    { weight: 8, arbitrary: oneBad },
    { weight: 1, arbitrary: oneMissing },
    { weight: 1, arbitrary: fc.tuple(record, extras).map(([value, extra]) => withOwnKeys(value as object, extra)) },
    { weight: 2, arbitrary: fc.record(fieldsOf('hostile')) },
  );
}

/** Only hostile values: through wrappers to the leaf, which then gets a value of the wrong kind. */
function hostileOnly(schema: Schema, hints: Hints, key: string): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return hostileOnly(def.innerType as Schema, hints, key);
    case 'pipe':
      return hostileOnly(pipeTarget(def), hints, key);
    case 'object':
      return objectArbitrary(def, 'hostile', hints);
    default:
      return hostileFor(schema, hints, key);
  }
}

/** Adds keys as own properties, so "__proto__" is sent as a key rather than setting a prototype. */
function withOwnKeys(value: object, extra: Record<string, unknown>) {
  const out = { ...value };
  for (const [key, v] of Object.entries(extra)) Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
  return out;
}

function validArbitrary(schema: Schema, mode: Mode, hints: Hints, key?: string): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (s: unknown) => arbitraryFor(s as Schema, mode, hints, key);
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema, def, hints);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'object':
      return objectArbitrary(def, mode, hints);
    case 'array': {
      const checks = checksOf(def);
      const min = (checks.find((c) => c.check === 'min_length')?.minimum as number | undefined) ?? 0;
      return fc.array(inner(def.element), { minLength: min, maxLength: Math.max(min, 5) });
    }
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), inner(def.valueType), { maxKeys: 3 });
    case 'intersection':
      return fc.tuple(inner(def.left), inner(def.right)).map(([a, b]) => ({ ...(a as object), ...(b as object) }));
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map(inner));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.oneof({ weight: 1, arbitrary: fc.constant(undefined) }, { weight: 3, arbitrary: inner(def.innerType) });
    case 'nullable':
      return fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 3, arbitrary: inner(def.innerType) });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return inner(pipeTarget(def));
    case 'lazy':
      return inner((def.getter as () => Schema)());
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'null':
      return fc.constant(null);
    default:
      // transform, any, unknown, custom...: nothing to aim at, so anything JSON.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function hostileTextFor(schema: Schema, def: Def): fc.Arbitrary<string> {
  const formats = [def.format, ...checksOf(def).map((c) => c.format)];
  if (checksOf(def).some((c) => c.check === 'custom') && refinedKind(schema)) return hostileTexts.date;
  if (formats.includes('uuid') || formats.includes('guid')) return hostileTexts.id;
  if (formats.includes('email') || formats.includes('url')) return hostileTexts.address;
  const pattern = checksOf(def).find((c) => c.format === 'regex' || c.format === 'datetime')?.pattern as RegExp | undefined;
  if (pattern) return isDatePattern(pattern) || formats.includes('datetime') ? hostileTexts.date : hostileTexts.pattern;
  return hostileTexts.text;
}

/** Hostile variants of one field, by the kind of value it expects and what its key says it means. */
function hostileFor(schema: Schema, hints: Hints, key?: string): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const aimed = key !== undefined ? hints.hostileByKey[key] : undefined;
  let hostile: fc.Arbitrary<unknown> = wrongType;
  if (def.type === 'string') hostile = fc.oneof({ weight: 3, arbitrary: hostileTextFor(schema, def) }, { weight: 1, arbitrary: wrongType });
  if (def.type === 'number') hostile = fc.oneof({ weight: 3, arbitrary: hostileNumber }, { weight: 1, arbitrary: wrongType });
  return aimed ? fc.oneof({ weight: 2, arbitrary: aimed }, { weight: 1, arbitrary: hostile }) : hostile;
}

/**
 * Values for `schema`. 'valid' aims to pass validation (and mostly does); 'hostile' mixes
 * valid values with the hostile ones at every level, so one bad field arrives among good ones.
 */
export function arbitraryFor(schema: Schema, mode: Mode, hints: Hints, key?: string): fc.Arbitrary<unknown> {
  const hinted = key !== undefined ? hints.byKey[key] : undefined;
  let valid = validArbitrary(schema, mode, hints, key);
  if (hinted) valid = fc.oneof({ weight: 3, arbitrary: hinted }, { weight: 1, arbitrary: valid });
  const type = defOf(schema).type;
  // Wrappers and objects pass the mode down; only leaves decide to turn hostile.
  const isLeaf = !['object', 'optional', 'default', 'prefault', 'nullable', 'pipe', 'readonly', 'catch', 'nonoptional', 'lazy'].includes(type);
  if (mode === 'valid' || !isLeaf) return valid;
  return fc.oneof({ weight: 2, arbitrary: valid }, { weight: 1, arbitrary: hostileFor(schema, hints, key) });
}

/** A request's whole input: valid, hostile at some fields, or not even the right kind of value. */
export function inputArbitrary(schema: Schema, hints: Hints): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: arbitraryFor(schema, 'valid', hints) },
    { weight: 6, arbitrary: arbitraryFor(schema, 'hostile', hints) },
    { weight: 1, arbitrary: wrongType },
  );
}
