/**
 * The app's languages (spec §9, issue 22); English is the default and the source catalog.
 * Adding a language is one code here plus its catalogs `src-client/locales/<code>/*.po`
 * (lingui.config.ts, the client's loaders, the server's schemas and the catalog test all read
 * this list). Its name in itself and its writing direction come from Intl.
 */
export const LANGUAGES = ['en', 'es', 'pt-BR', 'fr', 'pl', 'ht', 'vi', 'tl', 'zh-Hans', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/** Languages written right to left, for engines without Intl.Locale text info. */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi']);

/** The writing direction of a locale ('ar' → 'rtl'); a pseudo locale ending in '-rtl' too. */
export function languageDirection(locale: string): 'ltr' | 'rtl' {
  if (/-rtl$/i.test(locale)) return 'rtl';
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & { getTextInfo?(): { direction?: string }; textInfo?: { direction?: string } };
    const direction = info.getTextInfo?.().direction ?? info.textInfo?.direction;
    if (direction === 'rtl' || direction === 'ltr') return direction;
  } catch {
    // Not a valid tag: the list below decides.
  }
  return RTL_LANGUAGES.has(locale.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';
}

/** A language's name in itself ('es' → 'Español'), as a language menu lists it. */
export function languageName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}

/**
 * The best language the app speaks for a list of preferences (navigator.languages, an
 * Accept-Language's tags in order): an exact tag first ('pt-BR'), then its base language ('es-MX' → 'es').
 */
export function bestLanguage(preferences: readonly string[], fallback: Language = DEFAULT_LANGUAGE): Language {
  for (const tag of preferences) {
    const wanted = tag.trim().toLowerCase();
    const exact = LANGUAGES.find((l) => l.toLowerCase() === wanted);
    if (exact) return exact;
    const base = LANGUAGES.find((l) => l.toLowerCase() === wanted.split('-')[0]);
    if (base) return base;
  }
  return fallback;
}
