import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LanguageButtonFace, languageButtonName } from './language-button';
import { LazyMenuButton } from './ui/lazy-menu-button';

const load = () => import('./language-menu-dropdown').then((m) => ({ default: m.LanguageMenuDropdown }));
// The menu (Radix) loads on the first tap, or when the pointer or focus comes near: the
// housekeeper's first download stays within its budget (DESIGN §9).
const LanguageMenuDropdown = lazy(load);

/** The language menu's button (issue 22); the menu itself is language-menu-dropdown.tsx. */
export function LanguageMenu() {
  const { t, i18n } = useLingui();
  const [opened, setOpened] = useState(false);
  const button = (
    <LazyMenuButton aria-label={languageButtonName(t`Switch language`, i18n.locale)} preload={load} onOpen={() => setOpened(true)}>
      <LanguageButtonFace locale={i18n.locale} />
    </LazyMenuButton>
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenuDropdown defaultOpen />
    </Suspense>
  );
}
