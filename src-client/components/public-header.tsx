import { Trans } from '@lingui/react/macro';
import { LanguageMenu } from './language-menu';
import { ThemeToggle } from './theme-toggle';

/** Top bar of the screens reachable without signing in. */
export function PublicHeader() {
  return (
    <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-2 px-4 py-3">
      <p className="text-base font-semibold">
        <Trans>Housekeeping</Trans>
      </p>
      <div className="flex items-center gap-2">
        <LanguageMenu />
        <ThemeToggle />
      </div>
    </header>
  );
}
