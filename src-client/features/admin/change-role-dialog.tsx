import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../lib/toast';
import { needsHotel, updateRoleInput, type StaffMember } from '../../../src-shared/staff.schemas';
import type { Role } from '../../../src-shared/roles';
import { trpc } from '../../lib/trpc';
import { type FieldErrors, errorMessage, validate } from '../../lib/forms';
import { FormDialog } from '../../components/ui/form-dialog';
import { HotelSelect, RoleSelect } from './staff-fields';
import { useAdminRefresh } from './use-admin-refresh';
import { translateReason } from '../../lib/reasons';

/**
 * An approved member's new role. An admin has no hotel, so one made staff again is given
 * one here; anyone else keeps theirs (the server drops it for a new admin).
 */
export function ChangeRoleDialog({ member, onClose }: { member: StaffMember; onClose(): void }) {
  const { t } = useLingui();
  const update = trpc.roles.update.useMutation();
  const refresh = useAdminRefresh();
  const [role, setRole] = useState<Role>(member.role);
  const [hotelId, setHotelId] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const choosesHotel = needsHotel(role) && !member.hotelId;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (choosesHotel && !hotelId) {
      setErrors({ hotelId: translateReason('HOTEL_REQUIRED') });
      return;
    }
    const checked = validate(updateRoleInput, { userId: member.id, role, ...(choosesHotel && { hotelId }) });
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    try {
      await update.mutateAsync(checked.data);
      toast.success(t`Role updated successfully`);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t`Failed to update role`));
    }
    await refresh.staff();
  }

  return (
    <FormDialog
      title={<Trans>Change Role</Trans>}
      description={<Trans>{member.fullName} is signed out and signs in again with the new role.</Trans>}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={<Trans>Save Changes</Trans>}
      pending={update.isPending}
    >
      <RoleSelect label={t`Role`} value={role} onChange={setRole} />
      {choosesHotel && (
        <HotelSelect label={t`Hotel`} value={hotelId} onChange={setHotelId} emptyLabel={t`Select a hotel`} error={errors.hotelId} />
      )}
    </FormDialog>
  );
}
