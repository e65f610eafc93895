import type { ErrorComponentProps } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PublicHeader } from './public-header';
import { Button } from './ui/button';

/** The router's fallback when a route throws. */
export function AppError({ error, reset }: ErrorComponentProps) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col justify-center gap-4 px-4">
        <h1 className="text-2xl font-bold">
          <Trans>Unexpected Application Error!</Trans>
        </h1>
        <pre className="overflow-x-auto whitespace-pre-wrap rounded-md bg-muted p-4 text-sm">{message}</pre>
        <div>
          <Button variant="outline" onClick={reset}>
            <Trans>Try Again</Trans>
          </Button>
        </div>
      </main>
    </div>
  );
}
