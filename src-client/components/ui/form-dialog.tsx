import type { FormEvent, ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from './button';
import { Dialog } from './dialog';

interface FormDialogProps {
  title: ReactNode;
  description?: ReactNode;
  onClose(): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** The submit button's text ('Add Hotel', 'Save Changes'). */
  submitLabel: ReactNode;
  /** While the request runs the submit button is disabled (spec §2). */
  pending: boolean;
  /** A failure of the whole form (not of one field), announced above the buttons. */
  error?: string | null;
  /** The dialog's own width, for a long form (a checklist and its items). */
  className?: string;
  children: ReactNode;
}

/**
 * The one skeleton of a form in a dialog: fields, a form-level error, then Cancel and the
 * submit button. Fields validate themselves (noValidate: the app's messages, not the browser's).
 */
export function FormDialog({ title, description, onClose, onSubmit, submitLabel, pending, error, className, children }: FormDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={description} className={className}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {children}
        {error && (
          <p role="alert" className="text-sm text-destructive dark:text-red-400">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2 pt-1">
          <Button variant="outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={pending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
