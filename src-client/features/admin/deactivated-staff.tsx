import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffMember } from '../../../src-shared/staff.schemas';
import { ROLE_LABELS } from '../../lib/role-labels';
import { Button } from '../../components/ui/button';
import { Table, Td, Tr, TableHead } from '../../components/ui/table';
import { Blank, StaffNameCell } from './list-rows';
import { ReactivateDialog } from './reactivate-dialog';

/** Deactivated and rejected accounts (status rejected), each of which can be brought back. */
export function DeactivatedStaff({ members }: { members: StaffMember[] }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [reactivating, setReactivating] = useState<StaffMember | null>(null);
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-lg font-semibold">
        <Trans>Deactivated Staff</Trans>
      </h3>
      <p className="text-sm text-muted-foreground">
        <Trans>Deactivated and rejected accounts cannot sign in. Reactivate one to let that person back in.</Trans>
      </p>
      <Table className="stacked-table">
        <TableHead columns={[<Trans>Name</Trans>, <Trans>Last Hotel</Trans>, <Trans>Role</Trans>, <Trans>Actions</Trans>]} />
        <tbody>
          {members.map((member) => (
            <Tr key={member.id}>
              <StaffNameCell member={member} />
              <Td data-label={t`Last Hotel`}>{member.hotelName ?? <Blank />}</Td>
              <Td data-label={t`Role`}>{i18n._(ROLE_LABELS[member.role])}</Td>
              <Td>
                <Button size="sm" variant="outline" aria-label={t`Reactivate ${member.fullName}`} onClick={() => setReactivating(member)}>
                  <Trans>Reactivate</Trans>
                </Button>
              </Td>
            </Tr>
          ))}
        </tbody>
      </Table>
      {reactivating && <ReactivateDialog member={reactivating} onClose={() => setReactivating(null)} />}
    </section>
  );
}
