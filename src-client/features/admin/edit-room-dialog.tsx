import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { updateRoomInput, type RoomView } from '../../../src-shared/rooms.schemas';
import { trpc } from '../../lib/trpc';
import { useFormSubmit } from '../../lib/use-form-submit';
import { FormDialog } from '../../components/ui/form-dialog';
import { Field } from '../../components/ui/field';
import { useAdminRefresh } from './use-admin-refresh';

/** Room number (required, unique in its hotel) and floor (a whole number, or empty for none). */
export function EditRoomDialog({ room, onClose }: { room: RoomView; onClose(): void }) {
  const { t } = useLingui();
  const update = trpc.rooms.update.useMutation();
  const refresh = useAdminRefresh();
  const [roomNumber, setRoomNumber] = useState(room.roomNumber);
  const [floor, setFloor] = useState(room.floor === null ? '' : String(room.floor));

  const form = useFormSubmit({
    schema: updateRoomInput,
    mutate: update.mutateAsync,
    success: t`Room updated successfully`,
    failure: t`Failed to update room`,
    close: onClose,
    refresh: refresh.hotels,
  });

  return (
    <FormDialog
      title={<Trans>Edit Room {room.roomNumber}</Trans>}
      description={<Trans>Leave the floor empty if it is not known.</Trans>}
      onClose={onClose}
      onSubmit={form.submitWith({ id: room.id, roomNumber, floor })}
      submitLabel={<Trans>Save Changes</Trans>}
      pending={form.pending}
    >
      <Field label={t`Room Number`} required value={roomNumber} error={form.errors.roomNumber} onChange={(e) => setRoomNumber(e.target.value)} />
      <Field
        label={t`Floor (optional)`}
        value={floor}
        error={form.errors.floor}
        onChange={(e) => setFloor(e.target.value)}
      />
    </FormDialog>
  );
}
