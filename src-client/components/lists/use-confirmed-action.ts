import { useState } from 'react';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/forms';

interface ConfirmedAction<T> {
  /** Does it, once confirmed. */
  run(target: T): Promise<unknown>;
  success: string;
  /** The failure toast's fallback when the server gave no reason. */
  failure: string;
  /** Lists read again after the attempt, success or not (they may have moved meanwhile). */
  refresh?(): Promise<unknown>;
}

/**
 * The flow of a row action that asks first (ConfirmDialog): ask → confirm → send → toast →
 * close → refresh. `ask(row)` opens the dialog; spread `dialog` into the ConfirmDialog.
 */
export function useConfirmedAction<T>({ run, success, failure, refresh }: ConfirmedAction<T>) {
  const [target, setTarget] = useState<T | null>(null);
  const [pending, setPending] = useState(false);

  async function confirm(item: T) {
    setPending(true);
    try {
      await run(item);
      toast.success(success);
    } catch (error) {
      toast.error(errorMessage(error, failure));
    } finally {
      setPending(false);
    }
    setTarget(null);
    await refresh?.();
  }

  return {
    target,
    ask: setTarget,
    pending,
    dialog: {
      open: target !== null,
      onOpenChange: (open: boolean) => !open && setTarget(null),
      pending,
      onConfirm: () => target !== null && void confirm(target),
    },
  };
}
