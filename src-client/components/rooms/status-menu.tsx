import { useLingui } from '@lingui/react/macro';
import { statusMenu, type MenuStatus, type RoomStatus } from '../../../src-shared/room-status';
import type { Role } from '../../../src-shared/roles';
import { DropdownMenu } from '../ui/dropdown-menu';
import { STATUS_LABELS } from './status-labels';

interface StatusMenuProps {
  role: Role;
  roomNumber: string;
  status: RoomStatus;
  /** Whether the room is assigned to the viewer (the housekeeper's rule). */
  assignedToViewer?: boolean;
  onSelect(status: MenuStatus): void;
  disabled?: boolean;
}

/**
 * "Change status" for one room, offering exactly what the shared rule table allows the
 * viewer's role from the room's current status (src-shared/room-status.ts).
 */
export function StatusMenu({ role, roomNumber, status, assignedToViewer = false, onSelect, disabled }: StatusMenuProps) {
  const { t, i18n } = useLingui();
  const items = statusMenu(role, status, { assignedToViewer }).map((to) => ({
    key: to,
    label: i18n._(STATUS_LABELS[to]),
    onSelect: () => onSelect(to),
  }));
  return (
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
  );
}
