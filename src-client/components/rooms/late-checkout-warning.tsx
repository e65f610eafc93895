import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '../ui/confirm-dialog';

/** Mark Clean on a room whose guest has not left yet (unresolved late checkout) asks first (issue 13). */
export function LateCheckoutWarning({ roomNumber, onCancel, onConfirm }: { roomNumber: string; onCancel(): void; onConfirm(): void }) {
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={<Trans>Room {roomNumber} has a late checkout</Trans>}
      description={<Trans>The guest may still be in the room. Mark it clean anyway?</Trans>}
      confirmLabel={<Trans>Mark Clean anyway</Trans>}
      onConfirm={onConfirm}
    />
  );
}
