import { useLingui } from '@lingui/react/macro';
import type { MenuStatus } from '../../../src-shared/room-status';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { useSetRoomStatus } from '../../components/rooms/use-set-room-status';
import { STATUS_LABELS } from '../../components/rooms/status-labels';

/** The manager's single-room status actions with their spec toasts (§8). */
export function useManagerStatus() {
  const { t, i18n } = useLingui();
  const { setStatus, pendingRoomId } = useSetRoomStatus();
  return {
    pendingRoomId,
    markClean: (room: BoardRoom) => setStatus(room, 'clean', t`Room marked as clean`),
    markPms: (room: BoardRoom) => setStatus(room, 'pms_updated', t`PMS updated successfully`),
    changeStatus: (room: BoardRoom, to: MenuStatus) => {
      const status = i18n._(STATUS_LABELS[to]);
      return setStatus(room, to, t`Room status updated to ${status}`);
    },
  };
}
