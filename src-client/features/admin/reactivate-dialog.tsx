import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../lib/toast';
import { needsHotel, reactivateStaffInput, type StaffMember } from '../../../src-shared/staff.schemas';
import type { Role } from '../../../src-shared/roles';
import { trpc } from '../../lib/trpc';
import { type FieldErrors, errorMessage, validate } from '../../lib/forms';
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const withHotel = needsHotel(role);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (withHotel && !hotelId) {
      setErrors({ hotelId: translateReason('HOTEL_REQUIRED') });
      return;
    }
    const checked = validate(reactivateStaffInput, { userId: member.id, role, hotelId: withHotel ? hotelId : null });
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    try {
      await reactivate.mutateAsync(checked.data);
      toast.success(t`Staff member reactivated`);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t`Failed to reactivate staff member`));
    }
    await refresh.staff();
  }

  return (
    <FormDialog
      title={<Trans>Reactivate {member.fullName}</Trans>}
      description={<Trans>Choose the role and the hotel this person returns to.</Trans>}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={<Trans>Reactivate</Trans>}
      pending={reactivate.isPending}
    >
      <RoleSelect label={t`Role`} value={role} onChange={setRole} />
      {withHotel && (
        <HotelSelect label={t`Hotel`} value={hotelId} onChange={setHotelId} emptyLabel={t`Select a hotel`} error={errors.hotelId} />
      )}
    </FormDialog>
  );
}
