import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PublicHeader } from './public-header';

export function NotFound() {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main className="flex flex-1 flex-col items-center justify-center gap-4 px-4 text-center">
        <p className="text-5xl font-bold" aria-hidden="true">
          404
        </p>
        <h1 className="text-xl text-muted-foreground">
          <Trans>Oops! Page not found</Trans>
        </h1>
        <Link to="/" className="font-medium text-primary underline underline-offset-4 dark:text-blue-300">
          <Trans>Return to Home</Trans>
        </Link>
      </main>
    </div>
  );
}
