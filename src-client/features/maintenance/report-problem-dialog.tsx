import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { PHOTO_LIMITS, WORK_ORDER_CATEGORIES, WORK_ORDER_NOTE_MAX, type WorkOrderCategory } from '../../../src-shared/work-orders.schemas';
import { FormDialog } from '../../components/ui/form-dialog';
import { Textarea } from '../../components/ui/textarea';
import { SegmentedRadioGroup } from '../../components/ui/segmented-radio-group';
import { PhotoPicker } from '../../components/ui/photo-picker';
import { toast } from '../../lib/toast';
import { isApiError, trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { resizePhoto } from '../../lib/photo-resize';
import { newClientActionId } from '../../offline/client-action-id';
import { submitAction } from '../../offline/submit-action';
import './queued-report';
import { CATEGORY_LABELS } from './work-order-labels';
import { ReportRoomRefused } from './send-report';

interface ReportProblemDialogProps {
  room: BoardRoom;
  userId: string;
  onClose(): void;
}

/**
 * 'Report a problem' from the housekeeper's card (DESIGN §18): a category, a note, up to 3
 * photos from the camera (resized on the phone), and whether the room can still be sold.
 * Through the device's queue (submitAction, kind 'room-report'): online it is sent at once; offline (or
 * with changes still queued) it joins the same exactly-once queue, its photos kept in
 * IndexedDB until sent, with the room version shown for the stale check (DESIGN §6).
 */
export function ReportProblemDialog({ room, userId, onClose }: ReportProblemDialogProps) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  // No default (issue 29): what is wrong, and whether the room can be sold, are her choices, never a tap's.
  const [category, setCategory] = useState<WorkOrderCategory | null>(null);
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<Blob[]>([]);
  const [sellable, setSellable] = useState<'no' | 'yes'>('yes');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const noteId = useId();

  async function addPhotos(files: File[]) {
    setError(null);
    try {
      const space = PHOTO_LIMITS.perReport - photos.length;
      const picked = files.slice(0, space);
      if (files.length > space) setError(t`At most ${PHOTO_LIMITS.perReport} photos per report`);
      const resized = await Promise.all(picked.map((file) => resizePhoto(file)));
      setPhotos((current) => [...current, ...resized].slice(0, PHOTO_LIMITS.perReport));
    } catch (cause) {
      console.warn('Photo could not be read', cause);
      setError(t`This file is not a JPEG, PNG or WebP image`);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!category) return setError(t`Choose what is wrong`);
    setPending(true);
    const id = newClientActionId();
    const outOfOrder = sellable === 'no';
    try {
      const submitted = await submitAction(
        { client: utils.client, queryClient },
        {
          id,
          kind: 'room-report',
          userId,
          roomId: room.roomId,
          roomNumber: room.roomNumber,
          changedAt: new Date().toISOString(),
          payload: {
            category,
            note: note.trim() || null,
            outOfOrder,
            photos,
            photosActionId: newClientActionId(),
            expectedVersion: room.version,
            expectedAssignedTo: room.assignedTo,
          },
        },
      );
      if (submitted === 'sent') toast.success(t`Problem reported`);
      else toast.success(t`Saved offline`, { description: t`Will sync when connection restored` });
      onClose();
    } catch (cause) {
      if (cause instanceof ReportRoomRefused) {
        // The report is made; only the room was left as it is, since it changed after the tap.
        toast.error(errorMessage(cause, t`The problem could not be reported`));
        return onClose();
      }
      if (!isApiError(cause)) console.error('Problem report could not be saved', cause);
      setError(errorMessage(cause, t`The problem could not be reported`));
    } finally {
      setPending(false);
    }
  }

  return (
    <FormDialog
      title={<Trans>Report a problem, room {room.roomNumber}</Trans>}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      submitLabel={<Trans>Send report</Trans>}
      pending={pending}
      error={error}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">
          <Trans>What is wrong?</Trans>
        </legend>
        <div className="grid grid-cols-2 gap-2">
          {WORK_ORDER_CATEGORIES.map((c) => (
            <label key={c} className="flex min-h-11 items-center gap-2 rounded-md border border-border px-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10">
              <input type="radio" name="category" value={c} checked={category === c} onChange={() => {
                  setCategory(c);
                  setError(null);
                }} />
              {i18n._(CATEGORY_LABELS[c])}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-1">
        <label htmlFor={noteId} className="text-sm font-medium">
          <Trans>Note</Trans>
        </label>
        <Textarea id={noteId} value={note} maxLength={WORK_ORDER_NOTE_MAX} onChange={(e) => setNote(e.target.value)} rows={2} />
      </div>
      <PhotoPicker
        label={<Trans>Photos ({photos.length} of {PHOTO_LIMITS.perReport})</Trans>}
        photos={photos}
        max={PHOTO_LIMITS.perReport}
        onAdd={(files) => void addPhotos(files)}
        onRemove={(i) => setPhotos((list) => list.filter((_, j) => j !== i))}
      />
      <SegmentedRadioGroup
        label={t`Can the room be sold?`}
        value={sellable}
        onChange={setSellable}
        options={[
          { value: 'yes', label: <Trans>Can be sold</Trans> },
          { value: 'no', label: <Trans>Room cannot be sold</Trans> },
        ]}
      />
    </FormDialog>
  );
}
