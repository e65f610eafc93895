import type { ComponentProps } from 'react';
import { Tabs as T } from 'radix-ui';
import { cn } from '../../lib/cn';

export const Tabs = T.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof T.List>) {
  return <T.List className={cn('inline-flex flex-wrap gap-1 rounded-lg bg-muted p-1', className)} {...props} />;
}

/** 44 px tall on phones (issue 18: a touch target, like Button); denser from the tablet width up. */
export function TabsTrigger({ className, ...props }: ComponentProps<typeof T.Trigger>) {
  return (
    <T.Trigger
      className={cn(
        'inline-flex min-h-11 items-center gap-1 rounded-md px-3 py-1.5 text-sm md:min-h-9 font-medium text-muted-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof T.Content>) {
  return <T.Content className={cn('mt-4 outline-none', className)} {...props} />;
}
