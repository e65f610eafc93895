import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src-shared/languages';

/** A catalog's translation of one English text (single-line entries), or the text itself in English. */
function translation(language: string, catalog: string, english: string): string {
  if (language === 'en') return english;
  const text = fs.readFileSync(path.resolve(import.meta.dirname, `../../locales/${language}/${catalog}.po`), 'utf8');
  const found = text.match(new RegExp(`^msgid "${english}"\\nmsgstr "(.*)"$`, 'm'));
  if (!found?.[1]) throw new Error(`${language}/${catalog}: no translation of '${english}'`);
  return found[1];
}

/**
 * Issue 29, point 13: 'Stayover' named both a guest's stay and a cleaning type, so room 305
 * read 'Dirty · Stayover' for a departure clean. In every language the two are different words.
 */
describe('a guest staying on and a stayover clean', () => {
  it.each(LANGUAGES)('read as different words in %s', (language) => {
    const stay = translation(language, 'rooms', 'In-house');
    const cleaning = translation(language, 'messages', 'Stayover');
    expect(stay.toLowerCase()).not.toBe(cleaning.toLowerCase());
  });
});
