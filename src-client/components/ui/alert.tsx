import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface AlertProps {
  title: ReactNode;
  children?: ReactNode;
  variant?: 'default' | 'destructive';
  className?: string;
}

export function Alert({ title, children, variant = 'default', className }: AlertProps) {
  return (
    <div
      role="alert"
      className={cn(
        'rounded-lg border p-4 text-sm',
        variant === 'destructive'
          ? 'border-destructive bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100'
          : 'border-amber-400 bg-amber-50 text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50',
        className,
      )}
    >
      <p className="font-semibold">{title}</p>
      {children && <div className="mt-1">{children}</div>}
    </div>
  );
}
