import type { ReactNode } from 'react';
import { Dialog as D } from 'radix-ui';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn';

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Buttons row at the bottom (submit, cancel). */
  footer?: ReactNode;
  className?: string;
}

/** A modal dialog: focus trapped, Escape closes, titled for screen readers. */
export function Dialog({ open, onOpenChange, title, description, children, footer, className }: DialogProps) {
  const { t } = useLingui();
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <D.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-border bg-card p-5 text-foreground shadow-lg',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <D.Title className="pe-8 text-lg font-semibold">{title}</D.Title>
          {description && <D.Description className="mt-1 text-sm text-muted-foreground">{description}</D.Description>}
          <div className="mt-4 space-y-4">{children}</div>
          {/* Sticky: a long dialog keeps its buttons on screen ('Apply plan' below the fold of a 718 px plan, issue 29). */}
          {footer && (
            <div className="sticky -bottom-5 z-10 -mx-5 -mb-5 mt-5 flex flex-wrap justify-end gap-2 border-t border-border bg-card px-5 py-4">{footer}</div>
          )}
          <D.Close
            aria-label={t`Close`}
            className="absolute end-3 top-3 inline-flex h-11 w-11 items-center md:h-8 md:w-8 justify-center rounded-md text-muted-foreground hover:bg-muted"
          >
            <span aria-hidden="true">✕</span>
          </D.Close>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
