import type { ReactNode } from 'react';
import { AlertDialog as A } from 'radix-ui';
import { Trans } from '@lingui/react/macro';
import { buttonClass } from './button';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  onConfirm(): void;
  pending?: boolean;
}

/** Asks before a destructive action; Cancel has focus first so Enter never destroys by accident. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm, pending }: ConfirmDialogProps) {
  return (
    <A.Root open={open} onOpenChange={onOpenChange}>
      <A.Portal>
        <A.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <A.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-card p-5 text-foreground shadow-lg">
          <A.Title className="text-lg font-semibold">{title}</A.Title>
          <A.Description className="mt-2 text-sm text-muted-foreground">{description}</A.Description>
          <div className="mt-5 flex justify-end gap-2">
            <A.Cancel className={buttonClass('outline', 'sm')}>
              <Trans>Cancel</Trans>
            </A.Cancel>
            <A.Action
              className={buttonClass('destructive', 'sm')}
              disabled={pending}
              onClick={(event) => {
                event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </A.Action>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}
