import { Trans } from '@lingui/react/macro';
import { Alert } from '../ui/alert';

/** Staff whose account has no hotel yet have no rooms to show. */
export function NoHotelNotice() {
  return (
    <Alert title={<Trans>Account Setup Required</Trans>}>
      <Trans>Your account is not assigned to a hotel. Please contact your administrator.</Trans>
    </Alert>
  );
}
