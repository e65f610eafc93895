import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn';

export function Spinner({ className }: { className?: string }) {
  const { t } = useLingui();
  const label = t`Loading...`;
  return (
    <div role="status" aria-label={label} className={cn('inline-flex', className)}>
      <span aria-hidden="true" className="size-8 animate-spin rounded-full border-4 border-border border-t-primary" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function FullPageSpinner() {
  return (
    <main className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </main>
  );
}
