import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LOST_ITEM_PLACE_MAX, LOST_ITEM_TEXT_MAX } from '../../../../src-shared/lost-items.schemas';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Field } from '../../../components/ui/field';
import { trpc } from '../../../lib/trpc';
import { errorMessage } from '../../../lib/forms';
import { toast } from '../../../lib/toast';

/**
 * 'Log found item' from a room card (issue 21): what it is and where it is kept; found by
 * the viewer, now. Loaded with the card's More, off the phone's first download.
 */
export function FoundItemDialog({ hotelId, roomId, roomNumber, onClose }: { hotelId: string; roomId: string | null; roomNumber: string | null; onClose(): void }) {
  const { t } = useLingui();
  const [description, setDescription] = useState('');
  const [storedAt, setStoredAt] = useState('');
  const [place, setPlace] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const create = trpc.lostItems.create.useMutation();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!description.trim() || (!roomId && !place.trim())) return setMissing(true);
    setProblem(null);
    create.mutate(
      { hotelId, roomId, place: roomId ? null : place, description, storedAt },
      {
        onSuccess: () => {
          toast.success(t`Found item logged`);
          onClose();
        },
        onError: (error) => setProblem(errorMessage(error, t`The item could not be logged`)),
      },
    );
  }

  return (
    <FormDialog
      title={roomNumber ? <Trans>Found item in room {roomNumber}</Trans> : <Trans>Log found item</Trans>}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={<Trans>Log item</Trans>}
      pending={create.isPending}
      error={problem}
    >
      <Field
        label={t`What was found`}
        value={description}
        maxLength={LOST_ITEM_TEXT_MAX}
        onChange={(e) => setDescription(e.target.value)}
        error={missing && !description.trim() ? t`Describe the item` : undefined}
        autoFocus
      />
      {!roomId && (
        <Field
          label={t`Where it was found`}
          value={place}
          maxLength={LOST_ITEM_PLACE_MAX}
          onChange={(e) => setPlace(e.target.value)}
          error={missing && !place.trim() ? t`Say where it was found` : undefined}
        />
      )}
      <Field label={t`Where it is kept (optional)`} value={storedAt} maxLength={LOST_ITEM_PLACE_MAX} onChange={(e) => setStoredAt(e.target.value)} />
    </FormDialog>
  );
}
