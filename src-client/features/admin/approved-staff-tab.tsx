import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffMember } from '../../../src-shared/staff.schemas';
import { trpc } from '../../lib/trpc';
import { ROLE_LABELS } from '../../lib/role-labels';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Td, Tr } from '../../components/ui/table';
import { ListTable } from './list-table';
import { RowActions } from '../../components/lists/row-actions';
import { useConfirmedAction } from '../../components/lists/use-confirmed-action';
import { Blank, StaffNameCell } from './list-rows';
import { ChangeRoleDialog } from './change-role-dialog';
import { DeactivatedStaff } from './deactivated-staff';
import { useAdminRefresh } from './use-admin-refresh';
import { useStaffFilter } from './staff-filter';

/** Approved accounts with Change role and Deactivate; deactivated ones below, with Reactivate. */
export function ApprovedStaffTab({ currentUserId }: { currentUserId: string }) {
  const { t, i18n } = useLingui();
  const staff = trpc.staff.list.useQuery();
  const deactivate = trpc.staff.deactivate.useMutation();
  const refresh = useAdminRefresh();
  const deactivating = useConfirmedAction<StaffMember>({
    run: (member) => deactivate.mutateAsync({ userId: member.id }),
    success: t`Staff member deactivated`,
    failure: t`Failed to deactivate staff member`,
    refresh: refresh.staff,
  });
  const [changingRole, setChangingRole] = useState<StaffMember | null>(null);
  const approved = useMemo(() => (staff.data ?? []).filter((member) => member.status === 'approved'), [staff.data]);
  const filter = useStaffFilter(approved);
  const deactivated = (staff.data ?? []).filter((member) => member.status === 'rejected');

  return (
    <div className="space-y-8">
      {/* The search and the hotel above the list they narrow (issue 29). */}
      <div className="space-y-3">
        {filter.controls}
        <ListTable
          caption={<Trans>Approved staff</Trans>}
          columns={[<Trans>Name</Trans>, <Trans>Alias</Trans>, <Trans>Hotel</Trans>, <Trans>Role</Trans>, <Trans>Actions</Trans>]}
          what="staff"
          query={staff}
          isEmpty={filter.shown.length === 0}
          empty={approved.length === 0 ? <Trans>No approved staff</Trans> : <Trans>No staff match</Trans>}
        >
          {filter.shown.map((member) => (
            <Tr key={member.id}>
              <StaffNameCell member={member} />
              <Td data-label={t`Alias`}>{member.alias ?? <Blank />}</Td>
              <Td data-label={t`Hotel`}>{member.hotelName ?? <Blank />}</Td>
              <Td data-label={t`Role`}>{i18n._(ROLE_LABELS[member.role])}</Td>
              {member.id === currentUserId ? (
                <Td>
                  <Blank />
                </Td>
              ) : (
                <RowActions
                  actions={[
                    { label: <Trans>Change role</Trans>, ariaLabel: t`Change role of ${member.fullName}`, variant: 'outline', onClick: () => setChangingRole(member) },
                    // An admin is never deactivated (the server refuses): change the role first.
                    member.role !== 'admin' && {
                      label: <Trans>Deactivate</Trans>,
                      ariaLabel: t`Deactivate ${member.fullName}`,
                      variant: 'destructive',
                      onClick: () => deactivating.ask(member),
                    },
                  ]}
                />
              )}
            </Tr>
          ))}
        </ListTable>
      </div>
      {deactivated.length > 0 && <DeactivatedStaff members={deactivated} />}
      {changingRole && <ChangeRoleDialog member={changingRole} onClose={() => setChangingRole(null)} />}
      <ConfirmDialog
        {...deactivating.dialog}
        title={<Trans>Deactivate {deactivating.target?.fullName}?</Trans>}
        description={<Trans>They are signed out at once and cannot sign in until an admin reactivates them.</Trans>}
        confirmLabel={<Trans>Deactivate</Trans>}
      />
    </div>
  );
}
