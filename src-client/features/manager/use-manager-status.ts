import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MenuStatus } from '../../../src-shared/room-status';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { useSetRoomStatus } from '../room-status/use-set-room-status';
import { STATUS_LABELS } from '../../components/rooms/status-labels';

export interface ManagerStatusActions {
  markClean(room: BoardRoom): void;
  markPms(room: BoardRoom): void;
  changeStatus(room: BoardRoom, to: MenuStatus, notes?: string): void;
}

/**
 * The manager's single-room status actions with their spec toasts (§8). The actions object
 * is stable, so memoized table rows are not redrawn when only the pending room changes.
 */
export function useManagerStatus() {
  const { t, i18n } = useLingui();
  const { setStatus, pendingRoomId } = useSetRoomStatus();
  const actions = useMemo<ManagerStatusActions>(
    () => ({
      markClean: (room) => void setStatus(room, 'clean', t`Room marked as clean`),
      markPms: (room) => void setStatus(room, 'pms_updated', t`PMS updated successfully`),
      changeStatus: (room, to, notes) => {
        const status = i18n._(STATUS_LABELS[to]);
        void setStatus(room, to, t`Room status updated to ${status}`, notes);
      },
    }),
    [setStatus, t, i18n],
  );
  return { actions, pendingRoomId };
}
