import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { createHotelInput } from '../../../src-shared/hotels.schemas';
import { preferredTimezone } from '../../../src-shared/timezones';
import { parseRoomList } from '../../../src-shared/room-list';
import { trpc } from '../../lib/trpc';
import { useFormSubmit } from '../../lib/use-form-submit';
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

  const form = useFormSubmit({
    schema: createHotelInput,
    // The server accepts a hotel without rooms; this dialog asks for them (spec §5).
    check: () => {
      const parsed = parseRoomList(rooms);
      return parsed.ok && parsed.rooms.length === 0 ? { rooms: t`Room list is required` } : null;
    },
    // The rooms go as typed: the server parses the same list in the same transaction.
    mutate: (checked) => create.mutateAsync({ ...checked, rooms }),
    success: t`Hotel added successfully`,
    failure: t`Failed to create hotel`,
    close: onClose,
    refresh: refresh.hotels,
  });

  return (
    <FormDialog
      title={<Trans>Add Hotel</Trans>}
      onClose={onClose}
      onSubmit={form.submitWith({ ...hotel, rooms })}
      submitLabel={<Trans>Add Hotel</Trans>}
      pending={form.pending}
    >
      <HotelFields values={hotel} errors={form.errors} onChange={setHotel} />
      <TextareaField
        label={t`Room Numbers`}
        hint={t`Separate room numbers with commas, or give a range, for example: 101, 102, 110-120`}
        required
        value={rooms}
        error={form.errors.rooms}
        onChange={(e) => setRooms(e.target.value)}
      />
    </FormDialog>
  );
}
