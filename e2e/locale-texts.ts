import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../src-shared/languages';
import { pseudoText } from '../src-client/lib/pseudo-locale';

/** The right-to-left locale the RTL test runs in: Arabic once the app speaks it, else the pseudo RTL locale (lib/i18n.ts). */
export const RTL_LOCALE: string = (LANGUAGES as readonly string[]).includes('ar') ? 'ar' : 'ar-XB';

const PSEUDO = new Set(['en-XA', 'ar-XB']);
const catalogs = new Map<string, Map<string, string>>();

/** A locale's translations by English text, read from its .po files (single-line entries: the names tests look for). */
function catalogOf(locale: string): Map<string, string> {
  let found = catalogs.get(locale);
  if (found) return found;
  found = new Map();
  const dir = path.resolve(import.meta.dirname, '../src-client/locales', locale);
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.po'))) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const [, id, str] of text.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)) {
      if (str) found.set(JSON.parse(`"${id}"`) as string, JSON.parse(`"${str}"`) as string);
    }
  }
  catalogs.set(locale, found);
  return found;
}

/** An English text as a locale shows it: the pseudo-locales' transform, or the catalog's translation. */
export function textIn(locale: string, english: string): string {
  if (PSEUDO.has(locale)) return pseudoText(english);
  if (locale === 'en') return english;
  const text = catalogOf(locale).get(english);
  if (text === undefined) throw new Error(`No ${locale} text for '${english}'`);
  return text;
}

/** An exact accessible name in that locale, for getByRole's name. */
export function nameIn(locale: string, english: string): RegExp {
  return new RegExp(`^${textIn(locale, english).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
