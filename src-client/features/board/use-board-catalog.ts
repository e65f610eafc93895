import { useEffect, useReducer } from 'react';
import { useLingui } from '@lingui/react';
import { i18n as globalI18n, type I18n, type Messages } from '@lingui/core';

const CATALOGS: Record<string, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/board.po'),
  es: () => import('../../locales/es/board.po'),
};

/** The messages table the board's texts were last merged into (a language switch replaces it). */
let mergedInto: Messages | null = null;

/** Loads a language's board texts and merges them, if that language is still the one shown. */
function loadInto(i18n: I18n, locale: string) {
  const load = CATALOGS[locale] ?? CATALOGS.en!;
  return load().then(({ messages }) => {
    if (i18n.locale !== locale) return false;
    i18n.load(locale, messages);
    mergedInto = i18n.messages;
    return true;
  });
}

// Fetched with the board's code, so the texts are in before the board's data arrives.
if (globalI18n.locale) void loadInto(globalI18n, globalI18n.locale);

/**
 * The board's texts live in their own catalog, loaded with the board, so the housekeeper's
 * phone never downloads them (its first load has a budget, DESIGN §9). True once the texts
 * of the current language are in; a language switch loads them again.
 */
export function useBoardCatalog(): boolean {
  const { i18n } = useLingui();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const ready = mergedInto !== null && i18n.messages === mergedInto;
  const locale = i18n.locale;
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadInto(i18n, locale).then((merged) => merged && live && rerender());
    return () => {
      live = false;
    };
  }, [ready, locale, i18n]);
  return ready;
}
