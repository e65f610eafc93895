import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A native checkbox: keyboard, form and screen-reader behaviour come with it. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return <input type="checkbox" className={cn('h-4 w-4 cursor-pointer accent-primary', className)} {...props} />;
}
