import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'h-11 w-full rounded-md border border-input md:h-10 bg-card px-3 text-base text-foreground placeholder:text-muted-foreground disabled:opacity-60 aria-invalid:border-destructive sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-11 w-full rounded-md border border-input md:h-10 bg-card px-3 text-base text-foreground disabled:opacity-60 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
