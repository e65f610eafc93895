import fc from 'fast-check';

/**
 * A JSON fragment written exactly as given: JSON.stringify cannot send 9007199254740993,
 * -0 or 1e400 as typed, and those spellings are what a hostile client sends. Deep nesting
 * is written this way too, so the test's own stringify never recurses 5,000 levels.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

const RAW_MARK = '\ue000';
const RAW_QUOTED = new RegExp(`"${RAW_MARK}([^"${RAW_MARK}]*)${RAW_MARK}"`, 'g');

/** JSON text of a generated value, RawJson written verbatim (JSON.stringify, as it copes with deep nesting). */
export function toJsonText(value: unknown): string | undefined {
  const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof RawJson ? `${RAW_MARK}${v.text}${RAW_MARK}` : v));
  return text?.replace(RAW_QUOTED, '$1');
}

/** 70 ranges of 1,000 numbers each: more room numbers than PostgreSQL has bind parameters (65,535). */
export const OVER_65535_ROOM_NUMBERS = Array.from({ length: 70 }, (_, k) => `${(k + 1) * 1000}-${(k + 1) * 1000 + 999}`).join(',');

/**
 * Texts that have broken, or could break, a service that trusted its schema too far, by
 * kind: a field's hostile value picks a kind first, so no kind drowns in a bigger one.
 */
export const HOSTILE_TEXTS = {
  nul: ['\u0000', 'a\u0000b', '101\u0000', 'Room\u0000 note'],
  control: ['\u0001\u0002\u001b[31m\u007f', '\u2028\u2029', '\ud800', '\udfff\ud800', '\ufeff101', '\u202eevil', 'ǅ̴̡̛̗̟͈͕̳̺̔̿̾̓͘͟ͅ'],
  blank: ['', ' ', ' \t\r\n ', 'null', 'undefined', 'true', '[]', '{}', '__proto__'],
  huge: ['x'.repeat(100_000), 'é'.repeat(70_000), '👩‍👩‍👧‍👦'.repeat(50)],
  injection: ["' OR 1=1 --", '"; drop table users; --', '<script>alert(1)</script>', '${process.exit()}', '../../etc/passwd', '%00', '%'],
  // Outside 2000..2100, impossible days, and the extremes of JavaScript's Date.
  dates: ['0000-01-01', '9999-12-31', '1999-12-31', '2101-01-01', '2000-01-01', '2100-12-31', '2024-02-30', '2026-13-01', '2026-00-00', '+275760-09-13', '-000001-01-01', '2026-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '0000-01-01T00:00:00Z', '2026-01-01T00:00:00+99:99'],
  times: ['24:00', '23:60', '99:99', '-1:00', '00:00', '23:59'],
  // Room numbers and ranges: past 2^53 a loop counter stops counting.
  roomNumbers: [
    '9007199254740993-9007199254740993',
    '9007199254740992-9007199254740993',
    '9007199254740993',
    '1'.repeat(400),
    `1-${'9'.repeat(400)}`,
    '999999-1000000',
    '1-999',
    '0-0',
    '5-1',
    '1e3',
    '0x10',
    '101,101,101',
    ',,,,',
    OVER_65535_ROOM_NUMBERS,
    Array.from({ length: 3000 }, (_, k) => String(k + 1)).join(','),
  ],
  numbers: ['NaN', 'Infinity', '-Infinity', '-0', '1e309', '9007199254740993', '-9007199254740993'],
  ids: ['00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', '00000000-0000-4000-8000-000000000000\u0000', 'AAAAAAAA-AAAA-4AAA-8AAA-AAAAAAAAAAAA', '00000000-0000-4000-8000-00000000000'],
  addresses: ['a@b', `${'x'.repeat(300)}@hotel.test`, 'ADMIN@HOTEL.TEST ', 'üñí@cödé.test', 'http://localhost:5432/', 'https://127.0.0.1/push', 'https://[::1]/', 'file:///etc/passwd', 'https://fcm.googleapis.com.evil.test/x'],
} satisfies Record<string, string[]>;

/** Numbers at the edges of what JSON, JavaScript and PostgreSQL integers hold. */
export const HOSTILE_NUMBERS: readonly unknown[] = [
  0,
  -1,
  0.5,
  -0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  new RawJson('9007199254740993'),
  new RawJson('-9007199254740993'),
  new RawJson('-0'),
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('1e-400'),
  new RawJson(`1${'0'.repeat(400)}`),
  new RawJson('1.0000000000000000000001'),
];

/** A value nested `depth` levels deep: parsers and validators that recurse can run out of stack. */
export function deeplyNested(depth: number, kind: 'array' | 'object'): RawJson {
  return kind === 'array' ? new RawJson(`${'['.repeat(depth)}1${']'.repeat(depth)}`) : new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
}

/** Keys that are special to JavaScript objects, plus plain unexpected ones. */
export const HOSTILE_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'id', 'role', 'hotelId', 'x'];

const kinds = (...names: (keyof typeof HOSTILE_TEXTS)[]) => names.map((name) => fc.constantFrom(...HOSTILE_TEXTS[name]));

/**
 * Hostile texts for a field by what its valid values look like: an id gets broken ids, a
 * date pattern broken dates, free text above all NUL (PostgreSQL cannot store it) and
 * the other kinds. No kind drowns in a bigger one.
 */
export const hostileTexts = {
  id: fc.oneof(...kinds('ids', 'nul', 'control', 'blank', 'injection', 'huge')),
  date: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXTS.dates) }, ...kinds('nul', 'numbers', 'blank')),
  pattern: fc.oneof(...kinds('times', 'numbers', 'dates', 'nul', 'blank', 'huge')),
  address: fc.oneof(...kinds('addresses', 'nul', 'control', 'huge', 'blank')),
  text: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXTS.nul) },
    ...kinds('control', 'huge', 'blank', 'injection', 'roomNumbers', 'numbers', 'dates', 'ids').map((arbitrary) => ({ weight: 1, arbitrary })),
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  ),
};
export const hostileString: fc.Arbitrary<string> = hostileTexts.text;

export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
);

/** Anything but what the field expects: wrong types, deep nesting, big arrays. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, '', [], {}, [null], { '': '' }),
  hostileNumber,
  hostileString,
  fc.constantFrom(deeplyNested(5000, 'array'), deeplyNested(5000, 'object'), Array.from({ length: 70_000 }, (_, k) => k)),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Text sent verbatim where JSON is expected (a query's input parameter, a body): broken JSON, odd escapes. */
export class RawText {
  constructor(readonly text: string) {}
}

export const rawText: fc.Arbitrary<RawText> = fc
  .constantFrom('{', '[1,', '"', '%', '%ZZ', '%00', '%C0%AE', 'null', '', '{"__proto__":{"admin":true}}', '1e999', `${'['.repeat(10_000)}${']'.repeat(10_000)}`, '\u0000')
  .map((text) => new RawText(text));
