import { Suspense, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

/**
 * A section of her screen closed until she opens it: what it shows (a lazy body) loads and
 * asks the server only then, so the phone's start stays within its budget (DESIGN §9).
 */
export function ClosedSection({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="rounded-lg border border-border bg-card px-3 py-1" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium">{summary}</summary>
      {open && (
        <Suspense
          fallback={
            <p role="status" className="py-2 text-sm text-muted-foreground">
              <Trans>Loading...</Trans>
            </p>
          }
        >
          {children}
        </Suspense>
      )}
    </details>
  );
}
