import fs from 'node:fs';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src-shared/languages';
import { readPo } from './read-po';

/**
 * Issue 22: a missing translation or a placeholder that differs from the English catalog
 * fails CI. Every language of src-shared/languages.ts has every area catalog of English,
 * with the same message ids, a translation for each, and the same ICU arguments (names and
 * kinds: a plural stays a plural; a plain argument may become a plural or a select where the
 * language needs its forms), and each translation parses as ICU.
 */
const DIR = import.meta.dirname;

/** The ICU arguments of a message as 'name:kind', sorted, nested cases included. */
export function icuArguments(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') found.add(`${token.arg}:argument`);
      else if (token.type === 'function') found.add(`${token.arg}:${token.key}`);
      else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        found.add(`${token.arg}:${token.type}`);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

const areas = fs.readdirSync(path.join(DIR, 'en')).filter((f) => f.endsWith('.po'));
const english = new Map(areas.map((area) => [area, readPo(path.join(DIR, 'en', area))]));

describe('the message catalogs', () => {
  it('reads the English catalogs (the source) and knows the ICU arguments', () => {
    expect(areas).toContain('messages.po');
    expect(english.get('messages.po')!.length).toBeGreaterThan(100);
    expect(icuArguments('{count, plural, one {# room for {name}} other {# rooms}}')).toEqual(['count:plural', 'name:argument']);
    expect(icuArguments('Rooms {0}')).toEqual(['0:argument']);
  });

  describe.each(LANGUAGES.filter((l) => l !== 'en'))('%s', (locale) => {
    it.each(areas)('%s has every English message, translated, with the same placeholders', (area) => {
      const file = path.join(DIR, locale, area);
      expect(fs.existsSync(file), `${locale}/${area} is missing`).toBe(true);
      const translated = new Map(readPo(file).map((e) => [e.id, e.text]));
      const problems: string[] = [];
      for (const { id, text } of english.get(area)!) {
        const source = text || id;
        const target = translated.get(id);
        if (target === undefined) problems.push(`missing: ${id}`);
        else if (target.trim() === '') problems.push(`not translated: ${id}`);
        else {
          let args: string[];
          try {
            args = icuArguments(target);
          } catch (error) {
            problems.push(`not valid ICU: ${id} → ${target} (${String(error)})`);
            continue;
          }
          // A translation may need plural or select forms where English has a plain number ('{n} deferred').
          const want = icuArguments(source);
          const refined = (arg: string) => arg.replace(/:(plural|select|selectordinal)$/, ':argument');
          const sameArgs = args.join() === want.join() || (args.map(refined).join() === want.join() && want.every((w) => w.endsWith(':argument')));
          if (!sameArgs) problems.push(`placeholders differ: ${id}: ${want.join(' ')} ≠ ${args.join(' ')} in “${target}”`);
        }
      }
      const known = new Set(english.get(area)!.map((e) => e.id));
      for (const id of translated.keys()) if (!known.has(id)) problems.push(`not in English: ${id}`);
      expect(problems).toEqual([]);
    });
  });

  // lingui compiles obsolete ('#~') entries too: one left in an area after its message moved
  // to another area shadowed the live translation ('Plan' read 'Plan' in Spanish). `npm run
  // i18n:extract` (extract --clean) drops them; a plain `lingui extract` keeps them.
  it.each(LANGUAGES)('%s keeps no obsolete message', (locale) => {
    const obsolete = fs
      .readdirSync(path.join(DIR, locale))
      .filter((f) => f.endsWith('.po'))
      .filter((f) => fs.readFileSync(path.join(DIR, locale, f), 'utf8').includes('\n#~ msgid'));
    expect(obsolete).toEqual([]);
  });
});
