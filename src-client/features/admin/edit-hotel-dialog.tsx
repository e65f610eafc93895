import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { updateHotelInput, type HotelView } from '../../../src-shared/hotels.schemas';
import { trpc } from '../../lib/trpc';
import { type FieldErrors, errorMessage, validate } from '../../lib/forms';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
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
    <Dialog open onOpenChange={(open) => !open && onClose()} title={<Trans>Edit Hotel</Trans>}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <HotelFields values={values} errors={errors} onChange={setValues} />
        <div className="flex flex-wrap justify-end gap-2 pt-1">
          <Button variant="outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={update.isPending}>
            <Trans>Save Changes</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
