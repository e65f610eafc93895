import fc from 'fast-check';
import { HOSTILE_KEYS, hostileNumber, wrongType } from './hostile-values';
import { checksOf, defOf, hostileTextFor, stringArbitrary, type Def, type Hints, type Schema } from './string-arbitrary';

export type { Hints } from './string-arbitrary';

/**
 * fast-check arbitraries read from a zod 4 schema's own definition (`_zod.def`), so a
 * field added to a schema is fuzzed without touching this file. Walking the definition
 * rather than z.toJSONSchema keeps the input side of pipes, preprocess and defaults,
 * which JSON Schema cannot express.
 */

export type Mode = 'valid' | 'hostile';

/**
 * The side of a pipe to aim at: a preprocess is a pipe out of a transform, so the schema
 * after it; a .transform() is a pipe into one, so the schema before it; otherwise the later,
 * stricter schema (string.pipe(z.url()) wants a URL).
 */
function pipeTarget(def: Def): Schema {
  const out = def.out as Schema;
  return defOf(out).type === 'transform' ? (def.in as Schema) : out;
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1_000_000;
  let max = 1_000_000;
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than') min = (check.value as number) + (check.inclusive ? 0 : 1);
    if (check.check === 'less_than') max = (check.value as number) - (check.inclusive ? 0 : 1);
  }
  // z.int() carries its format on the type; z.number().int() as a check.
  const isInt = [def, ...checksOf(def)].some((d) => typeof d.format === 'string' && /int/.test(d.format));
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
      // Valid mode keeps to the schema's own maximum too (an inspection's photos per item: 3).
      const max = (checks.find((c) => c.check === 'max_length')?.maximum as number | undefined) ?? Infinity;
      return fc.array(inner(def.element), { minLength: min, maxLength: Math.max(min, Math.min(5, max)) });
    }
    case 'record':
      // Keys from the record's own key schema (a record keyed by uuid takes uuids), as strings.
      return fc.dictionary(inner(def.keyType).map(String), inner(def.valueType), { maxKeys: 3 });
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
