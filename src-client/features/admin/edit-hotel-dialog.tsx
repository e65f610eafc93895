import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { updateHotelInput, type HotelView } from '../../../src-shared/hotels.schemas';
import { trpc } from '../../lib/trpc';
import { useFormSubmit } from '../../lib/use-form-submit';
import { FormDialog } from '../../components/ui/form-dialog';
import { HotelFields, type HotelValues } from './hotel-fields';
import { useAdminRefresh } from './use-admin-refresh';

export function EditHotelDialog({ hotel, onClose }: { hotel: HotelView; onClose(): void }) {
  const { t } = useLingui();
  const update = trpc.hotels.update.useMutation();
  const refresh = useAdminRefresh();
  const [values, setValues] = useState<HotelValues>({ name: hotel.name, address: hotel.address ?? '', timezone: hotel.timezone });

  const form = useFormSubmit({
    schema: updateHotelInput,
    mutate: update.mutateAsync,
    success: t`Hotel updated successfully`,
    failure: t`Failed to update hotel`,
    close: onClose,
    refresh: refresh.hotels,
  });

  return (
    <FormDialog
      title={<Trans>Edit Hotel</Trans>}
      onClose={onClose}
      onSubmit={form.submitWith({ id: hotel.id, ...values })}
      submitLabel={<Trans>Save Changes</Trans>}
      pending={form.pending}
    >
      <HotelFields values={values} errors={form.errors} onChange={setValues} />
    </FormDialog>
  );
}
