import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { needsHotel, reactivateStaffInput, type StaffMember } from '../../../src-shared/staff.schemas';
import type { Role } from '../../../src-shared/roles';
import { trpc } from '../../lib/trpc';
import { useFormSubmit } from '../../lib/use-form-submit';
import { FormDialog } from '../../components/ui/form-dialog';
import { HotelSelect, RoleSelect } from './staff-fields';
import { useAdminRefresh } from './use-admin-refresh';
import { translateReason } from '../../lib/reasons';

/** Back to approved, into a hotel (none for an admin), with the role confirmed. */
export function ReactivateDialog({ member, onClose }: { member: StaffMember; onClose(): void }) {
  const { t } = useLingui();
  const reactivate = trpc.staff.reactivate.useMutation();
  const refresh = useAdminRefresh();
  const [role, setRole] = useState<Role>(member.role);
  const [hotelId, setHotelId] = useState(member.hotelId ?? '');
  const withHotel = needsHotel(role);

  const form = useFormSubmit({
    schema: reactivateStaffInput,
    check: () => (withHotel && !hotelId ? { hotelId: translateReason('HOTEL_REQUIRED') } : null),
    mutate: reactivate.mutateAsync,
    success: t`Staff member reactivated`,
    failure: t`Failed to reactivate staff member`,
    close: onClose,
    refresh: refresh.staff,
  });

  return (
    <FormDialog
      title={<Trans>Reactivate {member.fullName}</Trans>}
      description={<Trans>Choose the role and the hotel this person returns to.</Trans>}
      onClose={onClose}
      onSubmit={form.submitWith({ userId: member.id, role, hotelId: withHotel ? hotelId : null })}
      submitLabel={<Trans>Reactivate</Trans>}
      pending={form.pending}
    >
      <RoleSelect label={t`Role`} value={role} onChange={setRole} />
      {withHotel && (
        <HotelSelect label={t`Hotel`} value={hotelId} onChange={setHotelId} emptyLabel={t`Select a hotel`} error={form.errors.hotelId} />
      )}
    </FormDialog>
  );
}
