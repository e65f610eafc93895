import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { PHOTO_LIMITS, WORK_ORDER_CATEGORIES, WORK_ORDER_NOTE_MAX, type WorkOrderCategory } from '../../../src-shared/work-orders.schemas';
import { FormDialog } from '../../components/ui/form-dialog';
import { Textarea } from '../../components/ui/textarea';
import { SegmentedRadioGroup } from '../../components/ui/segmented-radio-group';
import { toast } from '../../lib/toast';
import { isApiError, trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { resizePhoto } from '../../lib/photo-resize';
import { newClientActionId } from '../../offline/client-action-id';
import type { RoomStatusChange } from '../../offline/pending-updates';
import { submitRoomChange } from '../../offline/room-sender';
import { CATEGORY_LABELS } from './work-order-labels';
import { ReportRoomRefused, sendProblemReport } from './send-report';

interface ReportProblemDialogProps {
  room: BoardRoom;
  userId: string;
  onClose(): void;
}

/**
 * 'Report a problem' from the housekeeper's card (DESIGN §18): a category, a note, up to 3
 * photos from the camera (resized on the phone), and whether the room can still be sold.
 * Through the one room sender (submitRoomChange): online it is sent at once; offline (or
 * with changes still queued) it joins the same exactly-once queue, its photos kept in
 * IndexedDB until sent, with the room version shown for the stale check (DESIGN §6).
 */
export function ReportProblemDialog({ room, userId, onClose }: ReportProblemDialogProps) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const [category, setCategory] = useState<WorkOrderCategory>('plumbing');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<Blob[]>([]);
  const [sellable, setSellable] = useState<'no' | 'yes'>('no');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const noteId = useId();
  const photoId = useId();

  async function addPhotos(files: FileList | null) {
    if (!files) return;
    setError(null);
    try {
      const space = PHOTO_LIMITS.perReport - photos.length;
      const picked = [...files].slice(0, space);
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
    setPending(true);
    const id = newClientActionId();
    const outOfOrder = sellable === 'no';
    const change: RoomStatusChange = {
      roomId: room.roomId,
      roomNumber: room.roomNumber,
      // What the card shows until it syncs.
      status: outOfOrder ? 'out_of_order' : room.status,
      expectedStatus: room.status,
      expectedVersion: room.version,
      changedAt: new Date().toISOString(),
      userId,
      report: { category, note: note.trim() || null, outOfOrder, photos, photosActionId: newClientActionId() },
    };
    try {
      const submitted = await submitRoomChange({ client: utils.client, queryClient, send: (actionId, item) => sendProblemReport(utils.client, actionId, item) }, id, room.id, change);
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
              <input type="radio" name="category" value={c} checked={category === c} onChange={() => setCategory(c)} />
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
      <div className="space-y-1">
        <label htmlFor={photoId} className="text-sm font-medium">
          <Trans>Photos ({photos.length} of {PHOTO_LIMITS.perReport})</Trans>
        </label>
        <input
          id={photoId}
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          disabled={photos.length >= PHOTO_LIMITS.perReport}
          onChange={(e) => {
            void addPhotos(e.target.files);
            e.target.value = '';
          }}
          className="block w-full text-sm"
        />
        {photos.length > 0 && (
          <ul className="flex gap-2" aria-label={t`Photos to send`}>
            {photos.map((photo, i) => (
              <li key={i} className="flex items-center gap-1 text-xs text-muted-foreground">
                <Trans>Photo {i + 1}</Trans>
                <button type="button" className="underline" onClick={() => setPhotos((list) => list.filter((_, j) => j !== i))}>
                  <Trans>Remove</Trans>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <SegmentedRadioGroup
        label={t`Can the room be sold?`}
        value={sellable}
        onChange={setSellable}
        options={[
          { value: 'no', label: <Trans>Room cannot be sold</Trans> },
          { value: 'yes', label: <Trans>Can be sold</Trans> },
        ]}
      />
    </FormDialog>
  );
}
