import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../lib/toast';
import { approveStaffInput, needsHotel } from '../../../src-shared/staff.schemas';
import type { Role } from '../../../src-shared/roles';
import { trpc } from '../../lib/trpc';
import { type FieldErrors, errorMessage, validate } from '../../lib/forms';
import { FormDialog } from '../../components/ui/form-dialog';
import { Field } from '../../components/ui/field';
import type { PendingStaff } from './pending-staff-tab';
import { HotelSelect, RoleSelect } from './staff-fields';
import { useAdminRefresh } from './use-admin-refresh';

/** The hotel whose name matches the one asked for at sign-up, if any. */
function useRequestedHotelId(requested: string | null): string {
  const hotels = trpc.hotels.list.useQuery();
  const wanted = requested?.trim().toLowerCase();
  if (!wanted) return '';
  return hotels.data?.find((hotel) => hotel.name.trim().toLowerCase() === wanted)?.id ?? '';
}

/** Approve: the role is confirmed and, unless it is admin, a hotel chosen (spec §2, §5). */
export function ApproveDialog({ member, onClose }: { member: PendingStaff; onClose(): void }) {
  const { t } = useLingui();
  const approve = trpc.staff.approve.useMutation();
  const refresh = useAdminRefresh();
  const requestedHotelId = useRequestedHotelId(member.requestedHotelName);
  const [alias, setAlias] = useState(member.alias ?? '');
  const [role, setRole] = useState<Role>(member.role);
  // null until the admin picks one: the requested hotel is proposed when it exists.
  const [chosenHotelId, setHotelId] = useState<string | null>(null);
  const hotelId = chosenHotelId ?? requestedHotelId;
  const [errors, setErrors] = useState<FieldErrors>({});
  const withHotel = needsHotel(role);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(approveStaffInput, { userId: member.id, alias, role, hotelId: withHotel ? hotelId : null });
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    try {
      await approve.mutateAsync(checked.data);
      toast.success(t`Staff member approved successfully`);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t`Failed to approve staff member`));
    }
    await refresh.staff();
  }

  return (
    <FormDialog
      title={<Trans>Approve Staff Member</Trans>}
      description={<Trans>Confirm the role and choose the hotel this person works in.</Trans>}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={<Trans>Approve</Trans>}
      pending={approve.isPending}
    >
      <Field label={t`Full Name`} value={member.fullName} readOnly />
      <Field label={t`Alias (optional)`} value={alias} error={errors.alias} onChange={(e) => setAlias(e.target.value)} />
      <RoleSelect label={t`Confirm Role`} value={role} onChange={setRole} />
      {withHotel && (
        <>
          <Field label={t`Requested Hotel`} value={member.requestedHotelName ?? t`None`} readOnly />
          <HotelSelect
            label={t`Hotel`}
            value={hotelId}
            onChange={setHotelId}
            emptyLabel={t`Select a hotel`}
            error={errors.hotelId}
          />
        </>
      )}
    </FormDialog>
  );
}
