import { useId, useState, type FormEvent } from 'react';
import { Trans } from '@lingui/react/macro';
import { translateReason } from '../../lib/reasons';
import { FormDialog } from '../../components/ui/form-dialog';

/**
 * 'Set retry time' on a deferred card (issue 29): the deferral applied at the tap, and when
 * to try again is asked after, only if she wants to give one. Loaded on the tap.
 */
export function RetryTimeDialog({ roomNumber, onSave, onClose }: { roomNumber: string; onSave(retryAt: string): void; onClose(): void }) {
  const [retryAt, setRetryAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const retryId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!retryAt) return setError(translateReason('TIME_FORMAT'));
    onSave(retryAt);
    onClose();
  }

  return (
    <FormDialog title={<Trans>Retry time, room {roomNumber}</Trans>} onClose={onClose} onSubmit={submit} submitLabel={<Trans>Save</Trans>} pending={false} error={error}>
      <div className="flex items-center gap-2 text-sm">
        <label htmlFor={retryId} className="font-medium">
          <Trans>Retry at</Trans>
        </label>
        <input id={retryId} type="time" value={retryAt} onChange={(e) => setRetryAt(e.target.value)} className="h-11 rounded-md border border-border bg-card px-2" />
      </div>
    </FormDialog>
  );
}
