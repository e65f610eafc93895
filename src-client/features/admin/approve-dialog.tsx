import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { approveStaffInput, needsHotel } from '../../../src-shared/staff.schemas';
import type { Role } from '../../../src-shared/roles';
import { trpc } from '../../lib/trpc';
import { useFormSubmit } from '../../lib/use-form-submit';
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
  const withHotel = needsHotel(role);

  const form = useFormSubmit({
    schema: approveStaffInput,
    mutate: approve.mutateAsync,
    success: t`Staff member approved successfully`,
    failure: t`Failed to approve staff member`,
    close: onClose,
    refresh: refresh.staff,
  });

  return (
    <FormDialog
      title={<Trans>Approve Staff Member</Trans>}
      description={<Trans>Confirm the role and choose the hotel this person works in.</Trans>}
      onClose={onClose}
      onSubmit={form.submitWith({ userId: member.id, alias, role, hotelId: withHotel ? hotelId : null })}
      submitLabel={<Trans>Approve</Trans>}
      pending={form.pending}
    >
      <Field label={t`Full Name`} value={member.fullName} readOnly />
      <Field label={t`Alias (optional)`} value={alias} error={form.errors.alias} onChange={(e) => setAlias(e.target.value)} />
      <RoleSelect label={t`Confirm Role`} value={role} onChange={setRole} />
      {withHotel && (
        <>
          <Field label={t`Requested Hotel`} value={member.requestedHotelName ?? t`None`} readOnly />
          <HotelSelect
            label={t`Hotel`}
            value={hotelId}
            onChange={setHotelId}
            emptyLabel={t`Select a hotel`}
            error={form.errors.hotelId}
          />
        </>
      )}
    </FormDialog>
  );
}
