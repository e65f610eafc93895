import type { ComponentProps } from 'react';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn';

/** A grey block standing in for content that is loading. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}

/**
 * The shape of a screen while it loads (issue 13: not a bare spinner), announced once as
 * loading. `blocks` are the heights of the cards it stands in for.
 */
export function ScreenSkeleton({ blocks = ['h-24', 'h-40', 'h-64'], className }: { blocks?: string[]; className?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading...`} className={cn('space-y-4', className)}>
      {blocks.map((height, i) => (
        <Skeleton key={i} className={cn('w-full', height)} />
      ))}
    </div>
  );
}
