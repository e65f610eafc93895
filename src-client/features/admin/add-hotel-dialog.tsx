import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../lib/toast';
import { createHotelInput } from '../../../src-shared/hotels.schemas';
import { preferredTimezone } from '../../../src-shared/timezones';
import { parseRoomList } from '../../../src-shared/room-list';
import { trpc } from '../../lib/trpc';
import { type FieldErrors, errorMessage, validate } from '../../lib/forms';
import { FormDialog } from '../../components/ui/form-dialog';
import { HotelFields, type HotelValues } from './hotel-fields';
import { TextareaField } from './textarea-field';
import { useAdminRefresh } from './use-admin-refresh';

/** A new hotel with its rooms, created in one call (the server does it in one transaction). */
export function AddHotelDialog({ onClose }: { onClose(): void }) {
  const { t } = useLingui();
  const create = trpc.hotels.create.useMutation();
  const refresh = useAdminRefresh();
  const [hotel, setHotel] = useState<HotelValues>(() => ({ name: '', address: '', timezone: preferredTimezone() }));
  const [rooms, setRooms] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = { ...hotel, rooms };
    const checked = validate(createHotelInput, values);
    const found = { ...checked.errors };
    // The server accepts a hotel without rooms; this dialog asks for them (spec §5).
    const parsed = parseRoomList(rooms);
    if (parsed.ok && parsed.rooms.length === 0) found.rooms = t`Room list is required`;
    setErrors(found);
    if (!checked.data || found.rooms) return;
    try {
      // The rooms go as typed: the server parses the same list in the same transaction.
      await create.mutateAsync({ ...checked.data, rooms });
      toast.success(t`Hotel added successfully`);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t`Failed to create hotel`));
    }
    await refresh.hotels();
  }

  return (
    <FormDialog
      title={<Trans>Add Hotel</Trans>}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={<Trans>Add Hotel</Trans>}
      pending={create.isPending}
    >
      <HotelFields values={hotel} errors={errors} onChange={setHotel} />
      <TextareaField
        label={t`Room Numbers`}
        hint={t`Separate room numbers with commas, or give a range, for example: 101, 102, 110-120`}
        required
        value={rooms}
        error={errors.rooms}
        onChange={(e) => setRooms(e.target.value)}
      />
    </FormDialog>
  );
}
