import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { i18n as globalI18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src-shared/languages';
import { ERROR_REASONS, REASON_TEXTS, type ErrorReason } from '../../src-shared/error-reasons';
import { catalogTextsIn, hasText, LOCALES_DIR, sayFrom, sayIn, type CatalogText } from './catalogs';
import { pushTexts } from '../push/push-texts';
import { csvTexts } from '../features/reports/csv-texts';

/**
 * Issue 30: one set of texts. The server's words (CSV headers, pushes) are the app's lingui
 * catalogs, read per language, so adding a language is its code in src-shared/languages.ts
 * plus its catalogs, and no server file.
 */
const SERVER = path.resolve(import.meta.dirname, '..');
const SHARED = path.resolve(import.meta.dirname, '../../src-shared');

function sources(dir: string): { file: string; text: string }[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .map((file) => ({ file: path.relative(SERVER, file), text: fs.readFileSync(file, 'utf8') }));
}

/** Every module of the server that says a catalog text, and the texts it says. */
async function serverTexts(): Promise<Map<string, CatalogText[]>> {
  const found = new Map<string, CatalogText[]>();
  for (const { file } of sources(SERVER).filter((s) => s.text.includes('/*i18n*/') || s.text.includes('screenWord('))) {
    const module: unknown = await import(path.join(SERVER, file));
    found.set(file, catalogTextsIn(module));
  }
  return found;
}

describe('the server says the catalogs’ texts', () => {
  it('keeps no table of texts per language (Record<Language, …>) in the server or the shared code', () => {
    const tables = [...sources(SERVER), ...sources(SHARED)].filter((s) => /Record<\s*Language\s*,/.test(s.text)).map((s) => s.file);
    expect(tables).toEqual([]);
  });

  it('names no language in a server file: its languages are src-shared/languages.ts and their catalogs', () => {
    const codes = LANGUAGES.filter((l) => l !== 'en').map((l) => l.replace('-', '\\-'));
    // A key or a string naming a language ('es:', "'pt-BR'"): a per-language branch or table.
    const naming = new RegExp(`(^|[\\s{,])('(${codes.join('|')})'|(${codes.join('|')})):\\s`, 'm');
    const quoted = new RegExp(`['"](${codes.join('|')})['"]`);
    const files = sources(SERVER).filter((s) => naming.test(s.text) || quoted.test(s.text.replace(/^\s*(\/\/|\*).*$/gm, '')));
    expect(files.map((s) => s.file)).toEqual([]);
    // Every language has its catalogs, and every catalog folder is a language.
    const folders = fs.readdirSync(LOCALES_DIR, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect(folders.sort()).toEqual([...LANGUAGES].sort());
  });

  it('finds every text the server says in every language’s catalogs', async () => {
    const modules = await serverTexts();
    const texts = [...new Set([...modules.values()].flat())];
    // The CSVs', pushes' and shared words' modules, with all their texts.
    expect([...modules.keys()].length).toBeGreaterThanOrEqual(7);
    expect(texts.length).toBeGreaterThan(100);
    const missing = LANGUAGES.flatMap((language) => texts.filter((text) => !hasText(language, text)).map((text) => `${language}: ${text.area ?? 'server'}/${text.id}`));
    expect(missing).toEqual([]);
  });

  describe('a language added as its catalogs alone', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogs-'));
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('is said by the server without a line of server code', () => {
      // 'eo' is no language of the app: its catalogs are a copy of the Spanish ones.
      fs.cpSync(path.join(LOCALES_DIR, 'es'), path.join(dir, 'eo'), { recursive: true });
      const say = sayFrom(dir, 'eo');
      expect(say({ id: 'push.rush.body', message: 'Rush: Room {room}' }, { room: '204' })).toBe(pushTexts('es').rush('204'));
      expect(say({ area: 'rooms', id: 'Clean', message: 'Clean' })).toBe(csvTexts('es').status.clean);
      expect(hasText('eo', { id: 'csv.room', message: 'Room' }, dir)).toBe(true);
    });
  });

  it('says each language in its own instance: concurrent requests never share a locale', async () => {
    const before = globalI18n.locale;
    const said = await Promise.all(
      [...LANGUAGES, ...LANGUAGES].map(async (language, i) => {
        await new Promise((resolve) => setTimeout(resolve, (i * 7) % 5));
        return [language, pushTexts(language).rush('204')] as const;
      }),
    );
    for (const [language, text] of said) expect(text, language).toBe(sayIn(language)({ id: 'push.rush.body', message: '' }, { room: '204' }));
    expect(new Set(said.map(([, text]) => text)).size).toBe(LANGUAGES.length);
    // The server never activates lingui's global instance (the client's).
    expect(globalI18n.locale).toBe(before);
  });
});

describe('the reasons, written once', () => {
  const reasons = Object.keys(REASON_TEXTS) as ErrorReason[];

  it('are each the catalog message reason.<REASON>, whose English is the answers’ text', () => {
    const english = sayIn('en');
    const differ = reasons.filter((reason) => {
      const text = REASON_TEXTS[reason];
      // Each slot filled with itself: the catalog's English as the table writes it.
      const slots = Object.fromEntries([...text.message.matchAll(/\{(\w+)\}/g)].map(([slot, name]) => [name!, slot]));
      return text.id !== `reason.${reason}` || english({ area: 'messages', id: text.id, message: '' }, slots) !== ERROR_REASONS[reason];
    });
    expect(differ).toEqual([]);
  });

  it('are in every language’s catalogs', () => {
    const missing = LANGUAGES.flatMap((l) => reasons.filter((r) => !hasText(l, { area: 'messages', id: `reason.${r}`, message: '' })).map((r) => `${l}: ${r}`));
    expect(missing).toEqual([]);
  });

  it('say that a work order took no room out of order (the status it sets), not out of service', () => {
    expect(ERROR_REASONS.ROOM_NOT_OUT_OF_SERVICE).toBe('This work order took no room out of order');
  });
});
