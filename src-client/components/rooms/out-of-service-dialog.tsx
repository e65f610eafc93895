import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { NOTE_MAX_LENGTH } from '../../../src-shared/limits';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Label } from '../ui/label';
import { Textarea } from '../ui/textarea';

interface OutOfServiceDialogProps {
  roomNumber: string;
  onCancel(): void;
  /** The reason, trimmed and never empty: it becomes the room's note. */
  onConfirm(reason: string): void;
}

/**
 * Taking a room out of service asks why and confirms (issue 13), so a stray tap on a phone
 * changes nothing; the reason is kept as the room's note for whoever fixes it.
 */
export function OutOfServiceDialog({ roomNumber, onCancel, onConfirm }: OutOfServiceDialogProps) {
  const { t } = useLingui();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (text === '') return setError(t`Please give a reason`);
    if (text.length > NOTE_MAX_LENGTH) return setError(t`A note can be at most 2000 characters`);
    onConfirm(text);
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={<Trans>Take room {roomNumber} out of service?</Trans>}
      description={<Trans>The room leaves the cleaning lists until someone brings it back. The reason is kept as its note.</Trans>}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor={id}>
            <Trans>Reason</Trans>
          </Label>
          <Textarea
            id={id}
            required
            autoFocus
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
          />
          {error && (
            <p id={`${id}-error`} className="text-sm text-destructive dark:text-red-400">
              {error}
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="destructive">
            <Trans>Take out of service</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
