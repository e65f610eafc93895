import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LOST_ITEM_PLACE_MAX, LOST_ITEM_TEXT_MAX } from '../../../../src-shared/lost-items.schemas';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Field } from '../../../components/ui/field';
import { trpc } from '../../../lib/trpc';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { toast } from '../../../lib/toast';
import { resizePhoto } from '../../../lib/photo-resize';
import { NativeSelect } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { uploadLostItemPhoto } from './lost-item-photo';

/**
 * 'Log found item' from a room card (issue 21): what it is and where it is kept, a photo;
 * found by the viewer, now. Without a room (the desk), in one of the hotel's areas or a place
 * in words. Loaded with the card's More, off the phone's first download.
 */
export function FoundItemDialog({ hotelId, roomId, roomNumber, onClose }: { hotelId: string; roomId: string | null; roomNumber: string | null; onClose(): void }) {
  const { t } = useLingui();
  const [description, setDescription] = useState('');
  const [storedAt, setStoredAt] = useState('');
  const [place, setPlace] = useState('');
  const [areaId, setAreaId] = useState('');
  const [photo, setPhoto] = useState<Blob | null>(null);
  const id = useId();
  const create = trpc.lostItems.create.useMutation();
  const utils = trpc.useUtils();
  // Areas only where no room is given (the desk's 'Log found item').
  const areas = trpc.areas.byHotel.useQuery({ hotelId }, { enabled: !roomId });

  const { errors, setErrors, pending, submitWith } = useFormSubmit({
    check: () => ({
      ...(!description.trim() ? { description: t`Describe the item` } : {}),
      ...(!roomId && !areaId && !place.trim() ? { place: t`Say where it was found` } : {}),
    }),
    mutate: async () => {
      const item = await create.mutateAsync({ hotelId, roomId, areaId: roomId ? null : areaId || null, place: roomId ? null : place, description, storedAt });
      // The item is logged either way; a refused photo is said, not failed.
      return photo ? await uploadLostItemPhoto(item.id, photo).catch(() => false) : true;
    },
    onSuccess: (photoTaken) => (photoTaken ? toast.success(t`Found item logged`) : toast.error(t`Found item logged, but its photo was refused`)),
    failure: t`The item could not be logged`,
    failureField: 'form',
    close: onClose,
    refresh: () => utils.lostItems.search.invalidate({ hotelId }),
  });

  async function pickPhoto(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    try {
      setPhoto(await resizePhoto(file));
    } catch (cause) {
      console.warn('Photo could not be read', cause);
      setErrors((found) => ({ ...found, form: t`This photo could not be read` }));
    }
  }

  return (
    <FormDialog
      title={roomNumber ? <Trans>Found item in room {roomNumber}</Trans> : <Trans>Log found item</Trans>}
      onClose={onClose}
      onSubmit={submitWith(undefined)}
      submitLabel={<Trans>Log item</Trans>}
      pending={pending}
      error={errors.form ?? null}
    >
      <Field
        label={t`What was found`}
        value={description}
        maxLength={LOST_ITEM_TEXT_MAX}
        onChange={(e) => setDescription(e.target.value)}
        error={errors.description}
        autoFocus
      />
      {!roomId && (areas.data ?? []).length > 0 && (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-area`}>{t`Area`}</Label>
          <NativeSelect id={`${id}-area`} value={areaId} onChange={(e) => setAreaId(e.target.value)}>
            <option value="">{t`No area`}</option>
            {areas.data!.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      {!roomId && (
        <Field
          label={areaId ? t`Where in the area (optional)` : t`Where it was found`}
          value={place}
          maxLength={LOST_ITEM_PLACE_MAX}
          onChange={(e) => setPlace(e.target.value)}
          error={errors.place}
        />
      )}
      <Field label={t`Where it is kept (optional)`} value={storedAt} maxLength={LOST_ITEM_PLACE_MAX} onChange={(e) => setStoredAt(e.target.value)} />
      <div className="space-y-1">
        <label htmlFor={`${id}-photo`} className="text-sm font-medium">
          <Trans>Photo (optional)</Trans>
        </label>
        <input
          id={`${id}-photo`}
          type="file"
          accept="image/*"
          capture="environment"
          onChange={(e) => {
            void pickPhoto(e.target.files);
            e.target.value = '';
          }}
          className="block w-full text-sm"
        />
        {photo && (
          <p className="flex items-center gap-1 text-xs text-muted-foreground">
            <Trans>Photo ready to send</Trans>
            <button type="button" className="underline" onClick={() => setPhoto(null)}>
              <Trans>Remove</Trans>
            </button>
          </p>
        )}
      </div>
    </FormDialog>
  );
}
