import { Trans } from '@lingui/react/macro';
import { Alert } from '../../components/ui/alert';

/** The account's status (spec §8), or any other refusal of a sign-in, in the reader's language. */
export type AccountNotice = 'pending' | 'rejected' | { refused: string };

/** Shown on /auth when a login is refused for the account's status (spec §8), or refused otherwise (403, issue 29). */
export function AccountStatusNotice({ status }: { status: AccountNotice }) {
  if (typeof status === 'object') return <Alert variant="destructive" title={status.refused} />;
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
