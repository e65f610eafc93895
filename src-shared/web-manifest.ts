import { DEFAULT_LANGUAGE, isLanguage } from './languages';

/** The app's name as the public header shows it, the msgid its translations are found under. */
export const APP_NAME = 'Housekeeping';

/**
 * Where a language's web app manifest is served (issue 29: the installed app is named in the
 * reader's language). English's is vite-plugin-pwa's own manifest.webmanifest; each other
 * language has one beside it (scripts/localized-manifests.ts), and the page points its
 * <link rel="manifest"> at the active language's (lib/i18n.ts). A pseudo locale gets English's.
 */
export function manifestHref(locale: string): string {
  return isLanguage(locale) && locale !== DEFAULT_LANGUAGE ? `/manifest-${locale}.webmanifest` : '/manifest.webmanifest';
}
