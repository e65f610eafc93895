import { useState, type ReactNode } from 'react';
import { useFormSubmit } from '../../lib/use-form-submit';
import { toast } from '../../lib/toast';
import { ConfirmDialog } from '../ui/confirm-dialog';

interface RowDeletion<Row> {
  remove(row: Row): Promise<unknown>;
  /** The success toast ('Area deleted'). */
  deleted: string;
  /** The failure toast's fallback when the server gave no reason. */
  failed: string;
  /** The list read again after the attempt, success or not. */
  refresh(): Promise<unknown>;
}

/**
 * Deleting a row of a Setup list after asking (the one submit flow, lib/use-form-submit):
 * `ask(row)` opens the question; the answer closes it whether the server agreed or refused.
 */
export function useRowDeletion<Row>({ remove, deleted, failed, refresh }: RowDeletion<Row>) {
  const [target, setTarget] = useState<Row | null>(null);
  const close = () => setTarget(null);
  const submit = useFormSubmit({
    mutate: (row: Row) => remove(row),
    success: deleted,
    failure: failed,
    failed: (message) => {
      toast.error(message);
      close();
    },
    close,
    refresh,
  });
  return {
    ask: setTarget,
    open: target !== null,
    close,
    pending: submit.pending,
    confirm: () => target !== null && void submit.run(target),
  };
}

interface DeleteRowDialogProps {
  deletion: Pick<ReturnType<typeof useRowDeletion>, 'open' | 'close' | 'pending' | 'confirm'>;
  title: ReactNode;
  description: ReactNode;
  /** The confirm button's text, given by the panel so that it stays in the panel's catalog. */
  confirmLabel: ReactNode;
}

/** The question before a Setup row is deleted: Cancel first, then the confirm button. */
export function DeleteRowDialog({ deletion, title, description, confirmLabel }: DeleteRowDialogProps) {
  return (
    <ConfirmDialog
      open={deletion.open}
      onOpenChange={(open) => !open && deletion.close()}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      pending={deletion.pending}
      onConfirm={deletion.confirm}
    />
  );
}
