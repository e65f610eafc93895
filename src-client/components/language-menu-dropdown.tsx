import { useLingui } from '@lingui/react/macro';
import { DropdownMenu as M } from 'radix-ui';
import { LANGUAGES, languageName, type Language } from '../../src-shared/languages';
import { activateLocale, currentLocale } from '../lib/i18n';
import { trpc } from '../lib/trpc';
import { buttonClass } from './ui/button';
import { MENU_CONTENT_CLASS } from './ui/dropdown-menu';
import { LanguageButtonFace, languageButtonName } from './language-button';

/**
 * The language menu (issue 22) on every screen: each language named in itself, the current
 * one checked. Signed in, the choice is saved on the server and follows the user to every
 * device and to the notifications of each; signed out, this device remembers it. Loaded on
 * the first tap of its button (language-menu.tsx): the phone's first download has a budget.
 */
export function LanguageMenuDropdown({ defaultOpen }: { defaultOpen?: boolean }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const current = currentLocale();
  function choose(locale: Language) {
    if (locale === currentLocale()) return;
    activateLocale(locale)
      .then(async () => {
        // Signed in: saved for every device; the server also rewrites the language of the
        // user's push subscriptions, so every device's notifications follow.
        const user = utils.auth.session.getData();
        if (!user) return;
        await utils.client.profile.update.mutate({ language: locale });
        utils.auth.session.setData(undefined, { ...user, language: locale });
      })
      .catch((error: unknown) => console.error('Could not switch language', error));
  }
  return (
    <M.Root defaultOpen={defaultOpen}>
      <M.Trigger className={buttonClass('outline', 'sm')} aria-label={languageButtonName(t`Switch language`, current)}>
        <LanguageButtonFace locale={current} />
      </M.Trigger>
      <M.Portal>
        <M.Content align="end" sideOffset={4} className={MENU_CONTENT_CLASS}>
          <M.RadioGroup value={current} onValueChange={(value) => choose(value as Language)}>
            {LANGUAGES.map((locale) => (
              <M.RadioItem
                key={locale}
                value={locale}
                lang={locale}
                dir="auto"
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted md:min-h-0"
              >
                <span className="inline-block w-4 text-center" aria-hidden="true">
                  <M.ItemIndicator>✓</M.ItemIndicator>
                </span>
                {languageName(locale)}
              </M.RadioItem>
            ))}
          </M.RadioGroup>
        </M.Content>
      </M.Portal>
    </M.Root>
  );
}
