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

/** Names Intl does not know in the language itself (Chromium calls Haitian Creole by its French name). */
const OWN_NAMES: Record<string, string> = { ht: 'Kreyòl ayisyen' };

/**
 * Languages whose conventions Intl has no data for, formatted as the nearest locale it has:
 * Haitian Creole as Haiti's French (24-hour clock, '102,2'), not as English's defaults.
 */
const INTL_STAND_INS: Record<string, string> = { ht: 'fr-HT' };

/** The locale to give Intl for an app language ('ht' → 'fr-HT'; the others as they are). */
export function intlLocale(locale: string): string {
  return INTL_STAND_INS[locale] ?? locale;
}

/** A language's name in itself ('es' → 'Español'), as a language menu lists it. */
export function languageName(locale: string): string {
  const own = OWN_NAMES[locale];
  if (own) return own;
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}

/**
 * The language button's short code: the language subtag ('zh-Hans' → 'ZH', 'pt-BR' → 'PT'), as
 * a reader knows it; the whole tag only where two of the app's languages share a subtag, so the
 * code never names two of them. 'ZH-HANS' read as a code, not as a language (issue 29).
 */
export function languageCode(locale: string, languages: readonly string[] = LANGUAGES): string {
  const subtag = (tag: string) => tag.split('-')[0]!.toLowerCase();
  const shared = languages.filter((l) => subtag(l) === subtag(locale)).length > 1;
  return (shared ? locale : subtag(locale)).toUpperCase();
}

/** A tag's language, script and region, filled in by Intl's likely subtags ('zh-SG' → zh, Hans, SG; 'tl' → fil). */
function likelySubtags(tag: string): { language: string; script?: string; region?: string } | undefined {
  try {
    const full = new Intl.Locale(tag).maximize();
    return { language: full.language, script: full.script, region: full.region };
  } catch {
    // Not a valid tag ('pseudo-rtl', a typo in an Accept-Language): only an exact match can take it.
    return undefined;
  }
}

/**
 * How well an available language serves a wanted tag: 4 the same tag, 3 the same language,
 * script and region, 2 the same language and script ('pt-PT' and 'pt' → 'pt-BR'; 'zh-SG' →
 * 'zh-Hans'; 'fil' → 'tl', which Intl knows as the same language), 1 the same language in
 * another script ('zh-TW' → 'zh-Hans': better than a language the reader may not read), 0 none.
 */
function matchScore(wanted: string, available: string): number {
  if (wanted.toLowerCase() === available.toLowerCase()) return 4;
  const want = likelySubtags(wanted);
  const have = likelySubtags(available);
  if (!want || !have || want.language !== have.language) return 0;
  if (want.script !== have.script) return 1;
  return want.region === have.region ? 3 : 2;
}

/**
 * The best of `available` for a list of preferences (navigator.languages, an Accept-Language's
 * tags in order), or undefined. Preferences keep their order: the first one the app can serve
 * in its own script wins, its closest language first; only when none can, the first served in
 * another script. The list is a parameter so the rules are tested before the languages land.
 */
export function matchLanguage<L extends string>(preferences: readonly string[], available: readonly L[]): L | undefined {
  let otherScript: L | undefined;
  for (const tag of preferences) {
    const wanted = tag.trim();
    if (!wanted) continue;
    let best: L | undefined;
    let bestScore = 0;
    for (const language of available) {
      const score = matchScore(wanted, language);
      if (score > bestScore) [best, bestScore] = [language, score];
    }
    if (bestScore >= 2) return best;
    if (bestScore === 1) otherScript ??= best;
  }
  return otherScript;
}

/** The best language the app speaks for a list of preferences (see matchLanguage), else the fallback. */
export function bestLanguage(preferences: readonly string[], fallback: Language = DEFAULT_LANGUAGE): Language {
  return matchLanguage(preferences, LANGUAGES) ?? fallback;
}
