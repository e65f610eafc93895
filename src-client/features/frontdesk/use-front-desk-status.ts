import { useLingui } from '@lingui/react/macro';
import type { MenuStatus } from '../../../src-shared/room-status';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { useSetRoomStatus } from '../room-status/use-set-room-status';

/** The front desk's status changes, each with its own spec message (§8). */
export function useFrontDeskStatus() {
  const { t } = useLingui();
  const { setStatus, pendingRoomId } = useSetRoomStatus();
  const messages: Record<MenuStatus, string> = {
    dirty: t`Room marked as dirty`,
    clean: t`Room marked as clean`,
    pms_updated: t`Room marked as PMS updated`,
    out_of_service: t`Room marked out of service`,
  };
  return {
    pendingRoomId,
    changeStatus: (room: BoardRoom, to: MenuStatus, notes?: string) => setStatus(room, to, messages[to], notes),
  };
}
