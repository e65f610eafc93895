import type { ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useLogout } from '../lib/session';
import { LanguageMenu } from './language-menu';
import { ThemeToggle } from './theme-toggle';
import { Button } from './ui/button';
import { PinTip } from './pin-tip';

interface AppShellProps {
  title: ReactNode;
  /** Settings shows a Back button instead of the Settings and Logout buttons. */
  variant?: 'main' | 'back';
  children: ReactNode;
}

/** Header and main landmark of the signed-in screens. */
export function AppShell({ title, variant = 'main', children }: AppShellProps) {
  const navigate = useNavigate();
  const { logout, pending, waiting } = useLogout();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center gap-2 px-4 py-3">
          {variant === 'back' && (
            <Button variant="ghost" size="sm" onClick={() => void navigate({ to: '/dashboard' })}>
              {/* The back arrow points to the reading start: mirrored right to left. */}
              <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                ←
              </span>
              <Trans>Back</Trans>
            </Button>
          )}
          <h1 className="me-auto text-xl font-bold sm:text-2xl">{title}</h1>
          <div className="flex flex-wrap items-center gap-2">
            <LanguageMenu />
            <ThemeToggle />
            {variant === 'main' && (
              <>
                <Button variant="outline" size="sm" onClick={() => void navigate({ to: '/settings' })}>
                  <Trans>Settings</Trans>
                </Button>
                <Button variant="outline" size="sm" disabled={pending} onClick={() => void logout()}>
                  <Trans>Logout</Trans>
                </Button>
              </>
            )}
          </div>
          {waiting && (
            <p role="status" className="w-full text-end text-sm text-muted-foreground">
              <Trans>Will sign out after syncing, once back online</Trans>
            </p>
          )}
        </div>
      </header>
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <PinTip />
        {children}
      </main>
    </div>
  );
}
