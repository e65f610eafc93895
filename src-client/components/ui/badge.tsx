import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const BADGE_TONES = {
  neutral: 'bg-muted text-foreground',
  primary: 'bg-primary text-primary-foreground',
  danger: 'bg-destructive text-destructive-foreground',
  success: 'bg-emerald-700 text-white',
  warning: 'bg-amber-300 text-amber-950',
  info: 'bg-sky-700 text-white',
  /** Late checkout (issue 13): its own colour, never the amber of 'Assigned'. */
  late: 'bg-violet-700 text-white',
} as const;

export type BadgeTone = keyof typeof BADGE_TONES;

export function Badge({ tone = 'neutral', className, ...props }: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold', BADGE_TONES[tone], className)}
      {...props}
    />
  );
}
