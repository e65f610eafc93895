import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { addRoomsInput } from '../../../src-shared/rooms.schemas';
import { trpc } from '../../lib/trpc';
import { useFormSubmit } from '../../lib/use-form-submit';
import { FormDialog } from '../../components/ui/form-dialog';
import { TextareaField } from './textarea-field';
import { useAdminRefresh } from './use-admin-refresh';

/**
 * Add Rooms to an existing hotel (issue 13): the list of Add Hotel, ranges included; floors
 * come from the numbers (305 is on floor 3) and can be edited per room afterwards.
 */
export function AddRoomsDialog({ hotelId, hotelName, onClose }: { hotelId: string; hotelName: string; onClose(): void }) {
  const { t } = useLingui();
  const add = trpc.rooms.addMany.useMutation();
  const utils = trpc.useUtils();
  const refresh = useAdminRefresh();
  const [rooms, setRooms] = useState('');

  const form = useFormSubmit({
    schema: addRoomsInput,
    mutate: () => add.mutateAsync({ hotelId, rooms }),
    success: (created) => {
      const count = created.length;
      return t`${count} room(s) added`;
    },
    failure: t`Failed to add rooms`,
    failureField: 'rooms',
    close: onClose,
    refresh: () => Promise.all([refresh.hotels(), utils.rooms.byHotel.invalidate({ hotelId })]),
  });

  const parsed = addRoomsInput.shape.rooms.safeParse(rooms);
  const count = parsed.success ? parsed.data.length : 0;
  return (
    <FormDialog
      title={<Trans>Add Rooms to {hotelName}</Trans>}
      onClose={onClose}
      onSubmit={form.submitWith({ hotelId, rooms })}
      submitLabel={<Trans>Add Rooms</Trans>}
      pending={form.pending}
    >
      <TextareaField
        label={t`Room Numbers`}
        hint={t`Separate room numbers with commas, or give a range, for example: 101, 102, 110-120. Floors come from the numbers (305 is on floor 3).`}
        required
        value={rooms}
        error={form.errors.rooms}
        onChange={(e) => setRooms(e.target.value)}
      />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        <Plural value={count} one="# room to add" other="# rooms to add" />
      </p>
    </FormDialog>
  );
}
