import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import type { pendingStaffOutput } from '../../../src-shared/staff.schemas';
import { trpc } from '../../lib/trpc';
import { ROLE_LABELS } from '../../lib/role-labels';
import { Td, Tr } from '../../components/ui/table';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { RowActions } from '../../components/lists/row-actions';
import { useConfirmedAction } from '../../components/lists/use-confirmed-action';
import { ApproveDialog } from './approve-dialog';
import { Blank, StaffNameCell } from './list-rows';
import { ListTable } from './list-table';
import { useAdminRefresh } from './use-admin-refresh';

export type PendingStaff = z.infer<typeof pendingStaffOutput>;

export function PendingStaffTab() {
  const { t, i18n } = useLingui();
  const pending = trpc.staff.pending.useQuery();
  const reject = trpc.staff.reject.useMutation();
  const refresh = useAdminRefresh();
  const [approving, setApproving] = useState<PendingStaff | null>(null);
  // Rejecting is not undone from here (the account goes to Deactivated): it asks first (issue 18).
  const rejecting = useConfirmedAction<PendingStaff>({
    run: (member) => reject.mutateAsync({ userId: member.id }),
    success: t`Staff member rejected`,
    failure: t`Failed to reject staff member`,
    refresh: refresh.staff,
  });
  const rows = pending.data ?? [];
  const rejectingName = rejecting.target?.fullName ?? '';

  return (
    <>
      {/* On a phone each person is a card with Approve and Reject in view (the stacked-table style). */}
      <ListTable
        caption={<Trans>Staff waiting for approval</Trans>}
        columns={[<Trans>Full Name</Trans>, <Trans>Alias</Trans>, <Trans>Requested Hotel</Trans>, <Trans>Role</Trans>, <Trans>Actions</Trans>]}
        what="pending staff"
        query={pending}
        isEmpty={rows.length === 0}
        empty={<Trans>No pending approvals</Trans>}
      >
        {rows.map((member) => (
          <Tr key={member.id}>
            <StaffNameCell member={member} />
            <Td data-label={t`Alias`}>{member.alias ?? <Blank />}</Td>
            <Td data-label={t`Requested Hotel`}>{member.requestedHotelName ?? <Blank />}</Td>
            <Td data-label={t`Role`}>{i18n._(ROLE_LABELS[member.role])}</Td>
            <RowActions
              actions={[
                { label: <Trans>Approve</Trans>, ariaLabel: t`Approve ${member.fullName}`, onClick: () => setApproving(member) },
                {
                  label: <Trans>Reject</Trans>,
                  ariaLabel: t`Reject ${member.fullName}`,
                  variant: 'destructive',
                  disabled: rejecting.pending,
                  onClick: () => rejecting.ask(member),
                },
              ]}
            />
          </Tr>
        ))}
      </ListTable>
      {approving && <ApproveDialog member={approving} onClose={() => setApproving(null)} />}
      <ConfirmDialog
        {...rejecting.dialog}
        title={t`Reject ${rejectingName}?`}
        description={t`They will not be able to sign in. You can reactivate the account later from Approved Staff.`}
        confirmLabel={<Trans>Reject</Trans>}
      />
    </>
  );
}
