import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';

interface ResolveLateCheckoutButtonProps {
  roomNumber: string;
  pending: boolean;
  onResolve(): void;
}

/**
 * 'Resolve' of one late checkout, named for its room: the front desk's cards and the manager's
 * table. Here, not in components/, so its texts stay in the desk's catalog, which the phone never loads.
 */
export function ResolveLateCheckoutButton({ roomNumber, pending, onResolve }: ResolveLateCheckoutButtonProps) {
  const { t } = useLingui();
  return (
    <Button size="sm" aria-label={t`Resolve, room ${roomNumber}`} disabled={pending} onClick={onResolve}>
      <Trans>Resolve</Trans>
    </Button>
  );
}
