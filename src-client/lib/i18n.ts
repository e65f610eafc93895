import { i18n, type Messages } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LANGUAGES, type Language } from '../../src-shared/languages';
import { messageId } from './message-id';

export const LOCALES = LANGUAGES;
export type Locale = Language;
export const DEFAULT_LOCALE: Locale = 'en';

const STORAGE_KEY = 'hk-locale';

type Catalog = () => Promise<{ messages: Messages }>;

/**
 * One catalog per area (see lingui.config.ts), merged into one table per language. The
 * admin, workload, board and desk areas are loaded only when a screen that shows them opens
 * (`loadCatalogArea`): a housekeeper's phone never downloads them (DESIGN §9 budget).
 */
const catalogs: Record<Locale, Catalog[]> = {
  en: [() => import('../locales/en/messages.po'), () => import('../locales/en/rooms.po'), () => import('../locales/en/housekeeper.po')],
  es: [() => import('../locales/es/messages.po'), () => import('../locales/es/rooms.po'), () => import('../locales/es/housekeeper.po')],
};
const lazyAreas = {
  admin: { en: () => import('../locales/en/admin.po'), es: () => import('../locales/es/admin.po') },
  workload: { en: () => import('../locales/en/workload.po'), es: () => import('../locales/es/workload.po') },
  board: { en: () => import('../locales/en/board.po'), es: () => import('../locales/es/board.po') },
  desk: { en: () => import('../locales/en/desk.po'), es: () => import('../locales/es/desk.po') },
  maintenance: { en: () => import('../locales/en/maintenance.po'), es: () => import('../locales/es/maintenance.po') },
} satisfies Record<string, Record<Locale, Catalog>>;
export type LazyArea = keyof typeof lazyAreas;
/** The lazy areas opened so far: a language switch loads them again in the new language. */
const openedAreas = new Map<LazyArea, Promise<void>>();

function isLocale(value: unknown): value is Locale {
  return LOCALES.includes(value as Locale);
}

/** English unless the user chose otherwise on this device (spec §9). */
export function rememberedLocale(): Locale {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export async function activateLocale(locale: Locale): Promise<void> {
  const loads = [...catalogs[locale], ...[...openedAreas.keys()].map((area) => lazyAreas[area][locale])];
  const parts = await Promise.all(loads.map((load) => load()));
  const messages = Object.assign({}, ...parts.map((p) => p.messages)) as Messages;
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
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
    const locale = currentLocale();
    loading = lazyAreas[area][locale]().then(({ messages }) => {
      // A language switch while loading has already loaded this area in the new language.
      if (i18n.locale === locale) i18n.load(locale, messages);
    });
    // A failed download (offline) is tried again the next time the screen opens.
    loading.catch(() => openedAreas.delete(area));
    openedAreas.set(area, loading);
  }
  return loading;
}

/** The active language, as the server stores it for this device's notifications. */
export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

export function nextLocale(current: string): Locale {
  return current === 'es' ? 'en' : 'es';
}

/**
 * Fixed English texts written by shared code: the rules of the shared schemas (the same
 * the server checks) and the notes the system writes on rooms. One is translated when some
 * `msg` in the client carries the same English text, since the catalog id is the hash of
 * that text; each area lists the texts it shows (like this list for the core ones) so
 * extraction puts them in the catalog. Errors are never translated this way: by their
 * reason only (lib/reasons.ts).
 */
export const CORE_FIXED_TEXTS = [
  msg`Text cannot contain a NUL character`,
  msg`This field is required`,
  msg`Please choose a date between 2000-01-01 and 2100-12-31`,
  msg`Invalid email address`,
  msg`Password must be at least 8 characters`,
  msg`Full name is required`,
  msg`Password is required`,
  msg`PIN must be exactly 4 digits`,
  msg`Please select a valid role`,
];

/** Translates a known fixed text; an unknown one shows as the text itself. */
export function translateFixedText(text: string): string {
  const id = messageId(text);
  return i18n.messages[id] === undefined ? text : i18n._({ id, message: text });
}

export { i18n };
