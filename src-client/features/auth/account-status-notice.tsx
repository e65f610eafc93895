import { Trans } from '@lingui/react/macro';
import { Alert } from '../../components/ui/alert';

export type AccountNotice = 'pending' | 'rejected';

/** Shown on /auth when a login is refused for the account's status (spec §8). */
export function AccountStatusNotice({ status }: { status: AccountNotice }) {
  if (status === 'pending') {
    return (
      <Alert title={<Trans>Account pending</Trans>}>
        <Trans>Your account is awaiting admin approval.</Trans>
      </Alert>
    );
  }
  return (
    <Alert variant="destructive" title={<Trans>Account rejected</Trans>}>
      <Trans>Your account has been rejected. Please contact support.</Trans>
    </Alert>
  );
}
