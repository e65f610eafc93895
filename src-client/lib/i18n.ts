import { i18n, type Messages } from '@lingui/core';
import { bestLanguage, DEFAULT_LANGUAGE, intlLocale, isLanguage, LANGUAGES, languageDirection, type Language } from '../../src-shared/languages';
import { manifestHref } from '../../src-shared/web-manifest';

export const LOCALES = LANGUAGES;
export type Locale = Language;
export const DEFAULT_LOCALE: Locale = DEFAULT_LANGUAGE;

const STORAGE_KEY = 'hk-locale';

/**
 * The pseudo-locales (issue 22): the English texts made accented and about a third longer
 * (lib/pseudo-locale.ts), so a test sees every text a translation would lengthen or an accent
 * would clip, and any text left out of the catalogs (it stays plain). 'ar-XB' is the same laid
 * out right to left. Android's and Chrome's tags for this: valid BCP 47, so Intl formats for
 * them (a made-up 'pseudo-rtl' would make every Intl call throw). Never in LANGUAGES nor the
 * language menu; a test stores one as the device's language. Harmless in production: the
 * transform is a chunk of its own, downloaded only when one is stored.
 */
export const PSEUDO_LOCALES = ['en-XA', 'ar-XB'] as const;
export type PseudoLocale = (typeof PSEUDO_LOCALES)[number];

export function isPseudoLocale(value: unknown): value is PseudoLocale {
  return PSEUDO_LOCALES.includes(value as PseudoLocale);
}

/** The catalogs a locale reads: a pseudo-locale transforms the English ones. */
const catalogLocale = (locale: Locale | PseudoLocale): Locale => (isPseudoLocale(locale) ? DEFAULT_LANGUAGE : locale);

/** The messages of some areas in a locale, merged. */
async function areaMessages(locale: Locale | PseudoLocale, areas: readonly string[]): Promise<Messages> {
  const parts = await Promise.all(areas.map(async (area) => (await catalog(catalogLocale(locale), area))()));
  const messages = Object.assign({}, ...parts.map((p) => p.messages)) as Messages;
  if (!isPseudoLocale(locale)) return messages;
  const { pseudoMessages } = await import('./pseudo-locale');
  return pseudoMessages(messages);
}

type Catalog = () => Promise<{ messages: Messages }>;

/**
 * The core catalogs of every language, each its own chunk loaded with the language chosen: a
 * new language's .po files are found here without a line of code (src-shared/languages.ts).
 * The other areas' list is itself lazy (lazy-catalogs.ts): one entry per language and area,
 * ten languages would put some 50 of them in every first download for screens the phone never opens.
 */
const corePoFiles = import.meta.glob<{ messages: Messages }>('../locales/*/{messages,rooms,housekeeper}.po');

async function catalog(locale: Locale, area: string): Promise<Catalog> {
  const path = `../locales/${locale}/${area}.po`;
  const load = corePoFiles[path] ?? (await import('./lazy-catalogs')).lazyPoFiles[path];
  if (!load) throw new Error(`No catalog ${locale}/${area}.po`);
  return load;
}

/**
 * One catalog per area (see lingui.config.ts), merged into one table per language. The
 * admin, workload, board and desk areas are loaded only when a screen that shows them opens
 * (`loadCatalogArea`): a housekeeper's phone never downloads them (DESIGN §9 budget).
 */
// The same three as corePoFiles' pattern above and lazy-catalogs.ts' exclusion.
const CORE_AREAS = ['messages', 'rooms', 'housekeeper'] as const;
export type LazyArea = 'admin' | 'workload' | 'board' | 'desk' | 'maintenance';
/** The lazy areas opened so far: a language switch loads them again in the new language. */
const openedAreas = new Map<LazyArea, Promise<void>>();

const isLocale = isLanguage;

/** This device's last choice, else the browser's best language the app speaks (issue 22). */
export function rememberedLocale(): Locale | PseudoLocale {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLocale(stored) || isPseudoLocale(stored)) return stored;
  } catch {
    // Private mode: the browser's language.
  }
  return browserLocale();
}

/** The browser's preferred languages, best match first (navigator.languages). */
export function browserLocale(): Locale {
  const wanted = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return bestLanguage(wanted.filter(Boolean));
}

export async function activateLocale(locale: Locale | PseudoLocale): Promise<void> {
  const messages = await areaMessages(locale, [...CORE_AREAS, ...openedAreas.keys()]);
  // Intl formats by the nearest locale it has data for ('ht' → 'fr-HT'); the messages stay the language's.
  i18n.loadAndActivate({ locale, locales: intlLocale(locale), messages });
  document.documentElement.lang = locale;
  // Right-to-left languages mirror the layout (logical CSS properties follow `dir`).
  document.documentElement.dir = languageDirection(locale);
  // The app installed from here is named in this language (issue 29): its own manifest.
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestHref(locale));
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/** Adds an area's texts to the active language before its screen renders (once per area). */
export function loadCatalogArea(area: LazyArea): Promise<void> {
  let loading = openedAreas.get(area);
  if (!loading) {
    // The active locale, a pseudo-locale included (currentLocale() is what the server stores).
    const locale = i18n.locale as Locale | PseudoLocale;
    loading = areaMessages(locale, [area]).then((messages) => {
      // A language switch while loading has already loaded this area in the new language.
      if (i18n.locale === locale) i18n.load(locale, messages);
    });
    // A failed download (offline) is tried again the next time the screen opens.
    loading.catch(() => openedAreas.delete(area));
    openedAreas.set(area, loading);
  }
  return loading;
}

/** The active language, as the server stores it for this device's notifications (a pseudo-locale's is English). */
export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

export { i18n };
