import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Direction } from 'radix-ui';
import { languageDirection } from '../../src-shared/languages';

/**
 * Radix components (menus, tabs, radio groups, sliders) read their direction from here, not
 * from <html dir>: arrow keys, `align="end"` and submenus mirror in a right-to-left language.
 * It follows the active language, so a switch in the language menu mirrors them at once.
 */
export function LocaleDirection({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return <Direction.Provider dir={languageDirection(i18n.locale)}>{children}</Direction.Provider>;
}
