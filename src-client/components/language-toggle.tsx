import { useLingui } from '@lingui/react/macro';
import { activateLocale, nextLocale } from '../lib/i18n';
import { trpc } from '../lib/trpc';
import { resendPushLanguage } from './pwa/push-subscription';
import { Button } from './ui/button';

/** Shows the language it switches to (EN/ES); its accessible name says what it does. */
export function LanguageToggle() {
  const { t, i18n } = useLingui();
  const target = nextLocale(i18n.locale);
  const code = target.toUpperCase();
  const utils = trpc.useUtils();
  function toggle() {
    activateLocale(target)
      // Notifications on this device follow the new language too.
      .then(() => resendPushLanguage(utils.client))
      .catch((error: unknown) => console.error('Could not switch language', error));
  }
  return (
    <Button
      variant="outline"
      size="sm"
      // The name includes the visible code so voice control users can say what they see.
      aria-label={`${t`Switch language`}: ${code}`}
      title={target === 'es' ? 'Español' : 'English'}
      onClick={toggle}
    >
      <span lang={target}>{code}</span>
    </Button>
  );
}
