import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';

/** 'Initializing...' and 'Loading your rooms...' (spec §2). */
export function LoadingState({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-16 text-muted-foreground">
      <span aria-hidden="true" className="size-8 animate-spin rounded-full border-4 border-border border-t-primary" />
      <p>{children}</p>
    </div>
  );
}

function FullMessage({ title, children, action }: { title: ReactNode; children: ReactNode; action?: ReactNode }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="text-muted-foreground">{children}</p>
      {action}
    </div>
  );
}

export function AccountSetupRequired() {
  return (
    <FullMessage title={<Trans>Account Setup Required</Trans>}>
      <Trans>Your account is not assigned to a hotel. Please contact your administrator.</Trans>
    </FullMessage>
  );
}

export function LoadErrorState({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  return (
    <FullMessage
      title={<Trans>Error Loading Dashboard</Trans>}
      action={
        <Button onClick={onRetry} disabled={retrying}>
          <Trans>Try Again</Trans>
        </Button>
      }
    >
      <Trans>Failed to load rooms. Please check your connection and try again.</Trans>
    </FullMessage>
  );
}

/** The mobile error boundary's page (spec §2): 'Something went wrong' with 'Reload Page'. */
export function SomethingWentWrong() {
  return (
    <FullMessage
      title={<Trans>Something went wrong</Trans>}
      action={
        <Button onClick={() => window.location.reload()}>
          <Trans>Reload Page</Trans>
        </Button>
      }
    >
      <Trans>The screen hit an unexpected problem. Your saved and queued changes are safe.</Trans>
    </FullMessage>
  );
}
