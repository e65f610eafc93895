import { languageName } from '../../src-shared/languages';

/** The language button's name: it includes the visible code so voice control users can say what they see. */
export function languageButtonName(action: string, locale: string): string {
  return `${action}: ${locale.toUpperCase()}, ${languageName(locale)}`;
}

/** What the language button shows: the current language's code and a menu arrow. */
export function LanguageButtonFace({ locale }: { locale: string }) {
  return (
    <>
      <span lang={locale}>{locale.toUpperCase()}</span>
      <span aria-hidden="true">▾</span>
    </>
  );
}
