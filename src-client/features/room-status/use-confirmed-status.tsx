import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { MenuStatus } from '../../../src-shared/room-status';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';

// Loaded when first asked: the dialog code stays out of the phone's first download (DESIGN §9).
const OutOfServiceDialog = lazy(() => import('../../components/rooms/out-of-service-dialog').then((m) => ({ default: m.OutOfServiceDialog })));
const LateCheckoutWarning = lazy(() => import('../../components/rooms/late-checkout-warning').then((m) => ({ default: m.LateCheckoutWarning })));

type Asked = Pick<BoardRoom, 'roomNumber' | 'hasLateCheckout'>;

/**
 * The two status changes that ask first (issue 13): Out of Service wants a reason and a
 * confirmation; Mark Clean on a room with an unresolved late checkout warns. Everything else
 * is applied at once. `dialog` is rendered by the caller, next to its buttons.
 */
export function useConfirmedStatus<R extends Asked>(apply: (room: R, status: MenuStatus, notes?: string) => void) {
  const [asking, setAsking] = useState<{ room: R; kind: 'reason' | 'late' } | null>(null);

  function choose(room: R, status: MenuStatus) {
    if (status === 'out_of_service') return setAsking({ room, kind: 'reason' });
    if (status === 'clean' && room.hasLateCheckout) return setAsking({ room, kind: 'late' });
    apply(room, status);
  }

  const close = () => setAsking(null);
  let dialog: ReactNode = null;
  if (asking?.kind === 'reason') {
    dialog = (
      <OutOfServiceDialog
        roomNumber={asking.room.roomNumber}
        onCancel={close}
        onConfirm={(reason) => {
          close();
          apply(asking.room, 'out_of_service', reason);
        }}
      />
    );
  } else if (asking?.kind === 'late') {
    dialog = (
      <LateCheckoutWarning
        roomNumber={asking.room.roomNumber}
        onCancel={close}
        onConfirm={() => {
          close();
          apply(asking.room, 'clean');
        }}
      />
    );
  }
  return { choose, dialog: dialog && <Suspense fallback={null}>{dialog}</Suspense> };
}
