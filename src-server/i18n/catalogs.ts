import fs from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, type Language } from '../../src-shared/languages';

/**
 * The server's words come from the app's own catalogs (issue 30): the .po files lingui writes
 * for every language (lingui.config.ts), read here as they are, so a language is its code in
 * src-shared/languages.ts plus its catalogs and no server file. Read from the .po source, not
 * from `lingui compile`'s output: `npm start`, the tests and the image find them on a clean
 * clone without a build step.
 */
export const LOCALES_DIR = path.resolve(import.meta.dirname, '../../src-client/locales');

/** The catalog of the server's own texts (CSV headers, pushes): `src-client/locales/<lang>/server.po`. */
export const SERVER_AREA = 'server';

/**
 * A text the server says: a message of one catalog area, by its id. The server's own texts
 * (server.po) have explicit ids, written as lingui descriptors so `lingui extract` finds them;
 * a word the screens already say (a status, a category) is the screens' message, by its
 * English source (`screenWord`), so a CSV and the app never word it twice.
 */
export interface CatalogText {
  id: string;
  message: string;
  /** The catalog it is in (the file name without .po); the server's own catalog when absent. */
  area?: string;
}

/** A word of the screens' catalogs (a message with a generated id), by its area and English source. */
export function screenWord(area: string, message: string, context?: string): CatalogText {
  return { area, id: context ? `${context}\u0004${message}` : message, message };
}

const po = formatter();

interface PoEntry {
  message?: string;
  translation?: string;
  context?: string | null;
  obsolete?: boolean;
}

/** Every translated message of a language's catalogs, uncompiled, keyed `<area>/<id>` (generated ids by their source). */
export function readCatalogs(dir: string, locale: string): Messages {
  const messages: Messages = {};
  const folder = path.join(dir, locale);
  for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.po'))) {
    const area = file.slice(0, -3);
    const entries = po.parse(fs.readFileSync(path.join(folder, file), 'utf8'), { locale, sourceLocale: 'en', filename: file }) as Record<string, PoEntry>;
    for (const [id, entry] of Object.entries(entries)) {
      if (entry.obsolete || !entry.translation) continue;
      // A generated id is a hash of the source: the server names such a message by its source.
      const name = entry.message === undefined ? id : entry.context ? `${entry.context}\u0004${entry.message}` : entry.message;
      messages[`${area}/${name}`] = entry.translation;
    }
  }
  return messages;
}

/** One lingui instance per language, never activated globally: concurrent requests in different languages cannot race. */
function instanceFor(dir: string, locale: string): I18n {
  const i18n = setupI18n({ locale, messages: { [locale]: readCatalogs(dir, locale) } });
  // Compiled when first said, once: a language's first CSV does not wait for its ~1,400 messages.
  const compiled = new Map<string, ReturnType<typeof compileMessage>>();
  return i18n.setMessagesCompiler((message) => {
    let found = compiled.get(message);
    if (!found) compiled.set(message, (found = compileMessage(message)));
    return found;
  });
}

const instances = new Map<string, I18n>();

/** A language's texts, its catalogs read on first use. */
export function catalogI18n(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = instanceFor(LOCALES_DIR, language);
    instances.set(language, i18n);
  }
  return i18n;
}

export type Say = (text: CatalogText, values?: Record<string, string>) => string;

/** How an i18n instance says a text: its catalog's translation, else the English source. */
export function sayWith(i18n: I18n): Say {
  return (text, values) => i18n._({ id: `${text.area ?? SERVER_AREA}/${text.id}`, message: text.message, values });
}

/** Each text of a table said in one language, the table's shape kept. */
export function sayAll<K extends string>(say: Say, table: Record<K, CatalogText>): Record<K, string> {
  return Object.fromEntries(Object.entries<CatalogText>(table).map(([key, text]) => [key, say(text)])) as Record<K, string>;
}

/** Every catalog text in a value (a table of texts, a module's exports), for the tests. */
export function catalogTextsIn(value: unknown, found = new Set<CatalogText>()): CatalogText[] {
  if (value && typeof value === 'object') {
    const text = value as Partial<CatalogText>;
    if (typeof text.id === 'string' && typeof text.message === 'string') found.add(value as CatalogText);
    else for (const inner of Object.values(value)) catalogTextsIn(inner, found);
  }
  return [...found];
}

/** The texts of a language the server speaks (src-shared/languages.ts). */
export function sayIn(language: Language): Say {
  return sayWith(catalogI18n(language));
}

/** For a test: the texts of a locale from a catalog folder of its own (a language being added). */
export function sayFrom(dir: string, locale: string): Say {
  return sayWith(instanceFor(dir, locale));
}

/** Whether a text is in a language's catalogs (the test that every server text is translated everywhere). */
export function hasText(language: Language | string, text: CatalogText, dir = LOCALES_DIR): boolean {
  const i18n = LANGUAGES.includes(language as Language) && dir === LOCALES_DIR ? catalogI18n(language as Language) : instanceFor(dir, language);
  return `${text.area ?? SERVER_AREA}/${text.id}` in i18n.messages;
}
