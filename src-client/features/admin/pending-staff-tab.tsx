import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../lib/toast';
import type { z } from 'zod';
import type { pendingStaffOutput } from '../../../src-shared/staff.schemas';
import { trpc } from '../../lib/trpc';
import { ROLE_LABELS } from '../../lib/role-labels';
import { Button } from '../../components/ui/button';
import { Table, Td, Tr, TableHead } from '../../components/ui/table';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ApproveDialog } from './approve-dialog';
import { Blank, ListStateRow, StaffNameCell } from './list-rows';
import { useAdminRefresh } from './use-admin-refresh';
import { errorMessage } from '../../lib/forms';

export type PendingStaff = z.infer<typeof pendingStaffOutput>;

export function PendingStaffTab() {
  const { t, i18n } = useLingui();
  const pending = trpc.staff.pending.useQuery();
  const reject = trpc.staff.reject.useMutation();
  const refresh = useAdminRefresh();
  const [approving, setApproving] = useState<PendingStaff | null>(null);
  // Rejecting is not undone from here (the account goes to Deactivated): it asks first (issue 18).
  const [rejecting, setRejecting] = useState<PendingStaff | null>(null);
  const rows = pending.data ?? [];
  const rejectingName = rejecting?.fullName ?? '';

  async function rejectMember(member: PendingStaff) {
    try {
      await reject.mutateAsync({ userId: member.id });
      toast.success(t`Staff member rejected`);
    } catch (error) {
      toast.error(errorMessage(error, t`Failed to reject staff member`));
    }
    setRejecting(null);
    await refresh.staff();
  }

  return (
    <>
      {/* On a phone each person is a card with Approve and Reject in view (the stacked-table style). */}
      <Table className="stacked-table">
        <caption className="sr-only">
          <Trans>Staff waiting for approval</Trans>
        </caption>
        <TableHead columns={[<Trans>Full Name</Trans>, <Trans>Alias</Trans>, <Trans>Requested Hotel</Trans>, <Trans>Role</Trans>, <Trans>Actions</Trans>]} />
        <tbody>
          <ListStateRow
            colSpan={5}
            what="pending staff"
            isPending={pending.isPending}
            error={pending.error}
            isEmpty={rows.length === 0}
            empty={<Trans>No pending approvals</Trans>}
          />
          {rows.map((member) => (
            <Tr key={member.id}>
              <StaffNameCell member={member} />
              <Td data-label={t`Alias`}>{member.alias ?? <Blank />}</Td>
              <Td data-label={t`Requested Hotel`}>{member.requestedHotelName ?? <Blank />}</Td>
              <Td data-label={t`Role`}>{i18n._(ROLE_LABELS[member.role])}</Td>
              <Td>
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" aria-label={t`Approve ${member.fullName}`} onClick={() => setApproving(member)}>
                    <Trans>Approve</Trans>
                  </Button>
                  <Button
                    size="sm"
                    variant="destructive"
                    aria-label={t`Reject ${member.fullName}`}
                    disabled={reject.isPending}
                    onClick={() => setRejecting(member)}
                  >
                    <Trans>Reject</Trans>
                  </Button>
                </div>
              </Td>
            </Tr>
          ))}
        </tbody>
      </Table>
      {approving && <ApproveDialog member={approving} onClose={() => setApproving(null)} />}
      <ConfirmDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={t`Reject ${rejectingName}?`}
        description={t`They will not be able to sign in. You can reactivate the account later from Approved Staff.`}
        confirmLabel={<Trans>Reject</Trans>}
        pending={reject.isPending}
        onConfirm={() => rejecting && void rejectMember(rejecting)}
      />
    </>
  );
}
