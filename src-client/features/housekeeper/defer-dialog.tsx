import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFERRAL_REASONS, type DeferralReason } from '../../../src-shared/room-lifecycle';
import { FormDialog } from '../../components/ui/form-dialog';

/**
 * The menu's 'Other reason' (DESIGN §12): why service waits, and nothing else. When to try
 * again is asked after, on the deferred card (issue 29: tap first, ask after; RetryTimeDialog),
 * as for 'Do not disturb', one tap of the menu itself. Loaded on the tap.
 */
export function DeferDialog({
  roomNumber,
  labels,
  onDefer,
  onClose,
}: {
  roomNumber: string;
  /** The reasons' words (DEFERRAL_LABELS), from the card. */
  labels: Record<DeferralReason, string>;
  onDefer(reason: DeferralReason): void;
  onClose(): void;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState<DeferralReason | null>(null);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason) return setError(t`Choose a reason`);
    onDefer(reason);
    onClose();
  }

  return (
    <FormDialog title={<Trans>Service deferred, room {roomNumber}</Trans>} onClose={onClose} onSubmit={submit} submitLabel={<Trans>Save</Trans>} pending={false} error={error}>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">
          <Trans>Reason</Trans>
        </legend>
        {DEFERRAL_REASONS.map((r) => (
          <label key={r} className="flex min-h-11 items-center gap-2 rounded-md border border-border px-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10">
            <input
              type="radio"
              name="reason"
              value={r}
              checked={reason === r}
              onChange={() => {
                setReason(r);
                setError(null);
              }}
            />
            {labels[r]}
          </label>
        ))}
      </fieldset>
    </FormDialog>
  );
}
