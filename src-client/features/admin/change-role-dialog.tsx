import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { needsHotel, updateRoleInput, type StaffMember } from '../../../src-shared/staff.schemas';
import type { Role } from '../../../src-shared/roles';
import { trpc } from '../../lib/trpc';
import { useFormSubmit } from '../../lib/use-form-submit';
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
  const choosesHotel = needsHotel(role) && !member.hotelId;

  const form = useFormSubmit({
    schema: updateRoleInput,
    check: () => (choosesHotel && !hotelId ? { hotelId: translateReason('HOTEL_REQUIRED') } : null),
    mutate: update.mutateAsync,
    success: t`Role updated successfully`,
    failure: t`Failed to update role`,
    close: onClose,
    refresh: refresh.staff,
  });

  return (
    <FormDialog
      title={<Trans>Change Role</Trans>}
      description={<Trans>{member.fullName} is signed out and signs in again with the new role.</Trans>}
      onClose={onClose}
      onSubmit={form.submitWith({ userId: member.id, role, ...(choosesHotel && { hotelId }) })}
      submitLabel={<Trans>Save Changes</Trans>}
      pending={form.pending}
    >
      <RoleSelect label={t`Role`} value={role} onChange={setRole} />
      {choosesHotel && (
        <HotelSelect label={t`Hotel`} value={hotelId} onChange={setHotelId} emptyLabel={t`Select a hotel`} error={form.errors.hotelId} />
      )}
    </FormDialog>
  );
}
