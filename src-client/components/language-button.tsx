import { languageCode, languageName } from '../../src-shared/languages';

/** The language button's name: it includes the visible code so voice control users can say what they see. */
export function languageButtonName(action: string, locale: string): string {
  return `${action}: ${languageCode(locale)}, ${languageName(locale)}`;
}

/** What the language button shows: the current language's code and a menu arrow. */
export function LanguageButtonFace({ locale }: { locale: string }) {
  return (
    <>
      <span lang={locale}>{languageCode(locale)}</span>
      <span aria-hidden="true">▾</span>
    </>
  );
}
