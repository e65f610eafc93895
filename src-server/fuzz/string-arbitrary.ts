import fc from 'fast-check';
import type { z } from 'zod';
import { hostileTexts } from './hostile-values';

/** Strings for a zod string schema: by its formats, its pattern, or (for a refinement) by asking it. */

export type Schema = z.core.$ZodType;
export interface Def {
  type: string;
  [key: string]: unknown;
}
export const defOf = (schema: Schema) => schema._zod.def as unknown as Def;
export const checksOf = (def: Def) => ((def.checks as Schema[] | undefined) ?? []).map(defOf);

export interface Hints {
  /** Real ids (seeded hotels, rooms, users, notes...) mixed into every uuid field, so calls reach the services. */
  ids: readonly string[];
  /** Realistic values for a field by its key (ids of the right table, room-number lists, the password...), mixed in. */
  byKey: Record<string, fc.Arbitrary<unknown>>;
  /** Hostile values aimed at what a field by that key means (a room list gets huge ranges), mixed in. */
  hostileByKey: Record<string, fc.Arbitrary<unknown>>;
}

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
 * A string refined by a function says nothing about itself, but it can be asked: one that
 * refuses a word and accepts a day is a day field (DESIGN §16's daySchema).
 */
function refinedKind(schema: Schema): 'date' | 'instant' | 'timezone' | null {
  const accepts = (v: string) => (schema as z.ZodType).safeParse(v).success;
  if (accepts('abc')) return null;
  if (accepts('2026-01-15')) return 'date';
  if (accepts('2026-01-15T10:00:00.000Z')) return 'instant';
  if (accepts('Europe/Madrid')) return 'timezone';
  return null;
}

/** IANA zones (a hotel's timezone, issue 18): the spec's own, others, and an alias. */
const timezoneText = fc.constantFrom('America/New_York', 'America/Los_Angeles', 'Europe/Madrid', 'America/Bogota', 'Asia/Kolkata', 'Asia/Calcutta', 'Pacific/Chatham', 'UTC');

const instantText = fc.integer({ min: -48, max: 2 }).map((h) => new Date(Date.now() + h * 3_600_000).toISOString());

export function stringArbitrary(schema: Schema, def: Def, hints: Hints): fc.Arbitrary<string> {
  const refined = checksOf(def).some((c) => c.check === 'custom') ? refinedKind(schema) : null;
  if (refined === 'date') return dateText;
  if (refined === 'instant') return instantText;
  if (refined === 'timezone') return timezoneText;
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

export function hostileTextFor(schema: Schema, def: Def): fc.Arbitrary<string> {
  const formats = [def.format, ...checksOf(def).map((c) => c.format)];
  if (checksOf(def).some((c) => c.check === 'custom') && refinedKind(schema)) return hostileTexts.date;
  if (formats.includes('uuid') || formats.includes('guid')) return hostileTexts.id;
  if (formats.includes('email') || formats.includes('url')) return hostileTexts.address;
  const pattern = checksOf(def).find((c) => c.format === 'regex' || c.format === 'datetime')?.pattern as RegExp | undefined;
  if (pattern) return isDatePattern(pattern) || formats.includes('datetime') ? hostileTexts.date : hostileTexts.pattern;
  return hostileTexts.text;
}

