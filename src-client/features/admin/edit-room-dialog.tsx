import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../lib/toast';
import { updateRoomInput, type RoomView } from '../../../src-shared/rooms.schemas';
import { trpc } from '../../lib/trpc';
import { type FieldErrors, errorMessage, validate } from '../../lib/forms';
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
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(updateRoomInput, { id: room.id, roomNumber, floor });
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    try {
      await update.mutateAsync(checked.data);
      toast.success(t`Room updated successfully`);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t`Failed to update room`));
    }
    await refresh.hotels();
  }

  return (
    <FormDialog
      title={<Trans>Edit Room {room.roomNumber}</Trans>}
      description={<Trans>Leave the floor empty if it is not known.</Trans>}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={<Trans>Save Changes</Trans>}
      pending={update.isPending}
    >
      <Field label={t`Room Number`} required value={roomNumber} error={errors.roomNumber} onChange={(e) => setRoomNumber(e.target.value)} />
      <Field
        label={t`Floor (optional)`}
        value={floor}
        error={errors.floor}
        onChange={(e) => setFloor(e.target.value)}
      />
    </FormDialog>
  );
}
