import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../lib/toast';
import { updateHotelInput, type HotelView } from '../../../src-shared/hotels.schemas';
import { trpc } from '../../lib/trpc';
import { type FieldErrors, errorMessage, validate } from '../../lib/forms';
import { FormDialog } from '../../components/ui/form-dialog';
import { HotelFields, type HotelValues } from './hotel-fields';
import { useAdminRefresh } from './use-admin-refresh';

export function EditHotelDialog({ hotel, onClose }: { hotel: HotelView; onClose(): void }) {
  const { t } = useLingui();
  const update = trpc.hotels.update.useMutation();
  const refresh = useAdminRefresh();
  const [values, setValues] = useState<HotelValues>({ name: hotel.name, address: hotel.address ?? '', timezone: hotel.timezone });
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(updateHotelInput, { id: hotel.id, ...values });
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    try {
      await update.mutateAsync(checked.data);
      toast.success(t`Hotel updated successfully`);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t`Failed to update hotel`));
    }
    await refresh.hotels();
  }

  return (
    <FormDialog
      title={<Trans>Edit Hotel</Trans>}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={<Trans>Save Changes</Trans>}
      pending={update.isPending}
    >
      <HotelFields values={values} errors={errors} onChange={setValues} />
    </FormDialog>
  );
}
