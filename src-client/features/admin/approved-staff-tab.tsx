import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../lib/toast';
import type { StaffMember } from '../../../src-shared/staff.schemas';
import { trpc } from '../../lib/trpc';
import { ROLE_LABELS } from '../../lib/role-labels';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Table, Td, Tr, TableHead } from '../../components/ui/table';
import { Blank, ListStateRow, StaffNameCell } from './list-rows';
import { ChangeRoleDialog } from './change-role-dialog';
import { DeactivatedStaff } from './deactivated-staff';
import { useAdminRefresh } from './use-admin-refresh';
import { errorMessage } from '../../lib/forms';

/** Approved accounts with Change role and Deactivate; deactivated ones below, with Reactivate. */
export function ApprovedStaffTab({ currentUserId }: { currentUserId: string }) {
  const { t, i18n } = useLingui();
  const staff = trpc.staff.list.useQuery();
  const deactivate = trpc.staff.deactivate.useMutation();
  const refresh = useAdminRefresh();
  const [confirming, setConfirming] = useState<StaffMember | null>(null);
  const [changingRole, setChangingRole] = useState<StaffMember | null>(null);
  const approved = (staff.data ?? []).filter((member) => member.status === 'approved');
  const deactivated = (staff.data ?? []).filter((member) => member.status === 'rejected');

  async function confirmDeactivate(member: StaffMember) {
    try {
      await deactivate.mutateAsync({ userId: member.id });
      toast.success(t`Staff member deactivated`);
    } catch (error) {
      toast.error(errorMessage(error, t`Failed to deactivate staff member`));
    }
    setConfirming(null);
    await refresh.staff();
  }

  return (
    <div className="space-y-8">
      <Table className="stacked-table">
        <caption className="sr-only">
          <Trans>Approved staff</Trans>
        </caption>
        <TableHead columns={[<Trans>Name</Trans>, <Trans>Alias</Trans>, <Trans>Hotel</Trans>, <Trans>Role</Trans>, <Trans>Actions</Trans>]} />
        <tbody>
          <ListStateRow
            colSpan={5}
            what="staff"
            isPending={staff.isPending}
            error={staff.error}
            isEmpty={approved.length === 0}
            empty={<Trans>No approved staff</Trans>}
          />
          {approved.map((member) => (
            <Tr key={member.id}>
              <StaffNameCell member={member} />
              <Td data-label={t`Alias`}>{member.alias ?? <Blank />}</Td>
              <Td data-label={t`Hotel`}>{member.hotelName ?? <Blank />}</Td>
              <Td data-label={t`Role`}>{i18n._(ROLE_LABELS[member.role])}</Td>
              <Td>
                {member.id === currentUserId ? (
                  <Blank />
                ) : (
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" aria-label={t`Change role of ${member.fullName}`} onClick={() => setChangingRole(member)}>
                      <Trans>Change role</Trans>
                    </Button>
                    {/* An admin is never deactivated (the server refuses): change the role first. */}
                    {member.role !== 'admin' && (
                      <Button
                        size="sm"
                        variant="destructive"
                        aria-label={t`Deactivate ${member.fullName}`}
                        onClick={() => setConfirming(member)}
                      >
                        <Trans>Deactivate</Trans>
                      </Button>
                    )}
                  </div>
                )}
              </Td>
            </Tr>
          ))}
        </tbody>
      </Table>
      {deactivated.length > 0 && <DeactivatedStaff members={deactivated} />}
      {changingRole && <ChangeRoleDialog member={changingRole} onClose={() => setChangingRole(null)} />}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={<Trans>Deactivate {confirming?.fullName}?</Trans>}
        description={<Trans>They are signed out at once and cannot sign in until an admin reactivates them.</Trans>}
        confirmLabel={<Trans>Deactivate</Trans>}
        pending={deactivate.isPending}
        onConfirm={() => confirming && void confirmDeactivate(confirming)}
      />
    </div>
  );
}
