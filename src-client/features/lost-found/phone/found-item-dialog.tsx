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
import { PhotoPicker } from '../../../components/ui/photo-picker';
import { uploadLostItemPhoto } from './lost-item-photo';
import { submitFoundItem, type FoundItemOutcome } from './send-found-item';
import './queued-found-item';

/**
 * 'Log found item' from a room card (issue 21): what it is and where it is kept, a photo;
 * found by the viewer, now. Without a room (a public area from the phone's All Rooms,
 * maintenance, the desk), in one of the hotel's areas or a place in words. On a phone it goes
 * through the offline queue (issue 29), exactly once. Loaded on demand, off the phone's first download.
 */
export function FoundItemDialog({
  hotelId,
  roomId,
  roomNumber,
  onClose,
  queued = true,
}: {
  hotelId: string;
  roomId: string | null;
  roomNumber: string | null;
  onClose(): void;
  /** Through the phone's offline queue (a housekeeper's or maintenance's phone); the desk sends it straight. */
  queued?: boolean;
}) {
  const { t } = useLingui();
  const [description, setDescription] = useState('');
  const [storedAt, setStoredAt] = useState('');
  const [place, setPlace] = useState('');
  const [areaId, setAreaId] = useState('');
  const [photo, setPhoto] = useState<Blob | null>(null);
  const id = useId();
  const utils = trpc.useUtils();
  const userId = trpc.auth.session.useQuery().data?.id;
  // Areas only where no room is given (the desk's 'Log found item').
  const areas = trpc.areas.byHotel.useQuery({ hotelId }, { enabled: !roomId });

  const { errors, setErrors, pending, submitWith } = useFormSubmit({
    check: () => ({
      ...(!description.trim() ? { description: t`Describe the item` } : {}),
      ...(!roomId && !areaId && !place.trim() ? { place: t`Say where it was found` } : {}),
    }),
    mutate: async (): Promise<FoundItemOutcome> => {
      const item = { hotelId, roomId, areaId: roomId ? null : areaId || null, place: roomId ? null : place.trim() || null, description, storedAt: storedAt.trim() || null, photo };
      const label = roomNumber ?? areas.data?.find((a) => a.id === areaId)?.name ?? place;
      if (queued && userId) return submitFoundItem(utils.client, userId, item, label);
      const { photo: _photo, ...found } = item;
      const logged = await utils.client.lostItems.create.mutate(found);
      // The item is logged either way; a refused photo is said, not failed.
      return !photo || (await uploadLostItemPhoto(logged.id, photo).catch(() => false)) ? 'logged' : 'photo-refused';
    },
    onSuccess: (outcome) => {
      if (outcome === 'logged') toast.success(t`Found item logged`);
      else if (outcome === 'queued') toast.success(t`Saved offline - Will sync when connection restored`);
      else toast.error(t`Found item logged, but its photo was refused`);
    },
    failure: t`The item could not be logged`,
    failureField: 'form',
    close: onClose,
    refresh: () => utils.lostItems.search.invalidate({ hotelId }),
  });

  async function pickPhoto(files: File[]) {
    const file = files[0];
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
      <PhotoPicker
        label={<Trans>Photo (optional)</Trans>}
        photos={photo ? [photo] : []}
        max={1}
        onAdd={(files) => void pickPhoto(files)}
        onRemove={() => setPhoto(null)}
      />
    </FormDialog>
  );
}
