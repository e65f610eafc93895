import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OUT_OF_ORDER_ROLES, statusMenu, type MenuStatus, type RoomStatus } from '../../../src-shared/room-status';
import type { Role } from '../../../src-shared/roles';
import { DropdownMenu } from '../../components/ui/dropdown-menu';
import { STATUS_LABELS } from '../../components/rooms/status-labels';
import { useConfirmedStatus } from './use-confirmed-status';
import { OutOfOrderDialog, useReturnToService } from '../out-of-order/out-of-order-dialog';

interface StatusMenuProps {
  role: Role;
  roomNumber: string;
  status: RoomStatus;
  /** Whether the room is assigned to the viewer (the housekeeper's rule). */
  assignedToViewer?: boolean;
  /** An unresolved late checkout: choosing clean warns first (issue 13). */
  hasLateCheckout?: boolean;
  /** The hotel inspects (DESIGN §12): PMS comes after inspection, not straight from clean. */
  inspectionRequired?: boolean;
  /** `notes`: the reason given for Out of Service, which always asks for one. */
  onSelect(status: MenuStatus, notes?: string): void;
  disabled?: boolean;
  /** The room's id: managers and admins then also get Out of order… / Return to service (DESIGN §17). */
  roomId?: string;
}

/**
 * "Change status" for one room, offering exactly what the shared rule table allows the
 * viewer's role from the room's current status (src-shared/room-status.ts). Out of Service
 * and a clean over a late checkout ask first (use-confirmed-status).
 */
export function StatusMenu(props: StatusMenuProps) {
  const { role, roomNumber, status, assignedToViewer = false, hasLateCheckout = false, inspectionRequired = false, onSelect, disabled } = props;
  const { t, i18n } = useLingui();
  const { choose, dialog } = useConfirmedStatus((_room: { roomNumber: string; hasLateCheckout: boolean }, to, notes) => onSelect(to, notes));
  const [settingOutOfOrder, setSettingOutOfOrder] = useState(false);
  const returnToService = useReturnToService();
  const items: { key: string; label: string; onSelect: () => void }[] = statusMenu(role, status, { assignedToViewer, inspectionRequired }).map((to) => ({
    key: to,
    label: i18n._(STATUS_LABELS[to]),
    onSelect: () => choose({ roomNumber, hasLateCheckout }, to),
  }));
  const { roomId } = props;
  if (roomId && (OUT_OF_ORDER_ROLES as readonly Role[]).includes(role)) {
    items.push(
      status === 'out_of_order'
        ? { key: 'return-to-service', label: t`Return to service`, onSelect: () => void returnToService({ roomId, roomNumber }) }
        : { key: 'out-of-order', label: t`Out of order…`, onSelect: () => setSettingOutOfOrder(true) },
    );
  }
  return (
    <>
      {dialog}
      {settingOutOfOrder && roomId && <OutOfOrderDialog room={{ roomId, roomNumber }} onClose={() => setSettingOutOfOrder(false)} />}
      <DropdownMenu
        disabled={disabled}
        items={items}
        label={
          // The visible words are part of the full name, which tells the rooms apart.
          <>
            <span className="sr-only">{t`Change status, room ${roomNumber}`}</span>
            <span aria-hidden="true">{t`Change status`}</span>
          </>
        }
      />
    </>
  );
}
